import { writeProcessOutputAsJson } from '../logging/process-output';
import { type CmsEnv, isProductionProcess, readEnv } from './env';

/**
 * The settings as the config files read them. Strapi loads config/ first of all our code and before
 * its logger exists: in production the process's output becomes JSON lines here, before a setting is
 * checked, so a start stopped by a wrong setting says why in a JSON line too.
 */
export function serverEnv(): CmsEnv {
  if (isProductionProcess()) writeProcessOutputAsJson();
  return readEnv();
}
