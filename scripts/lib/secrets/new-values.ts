// New values for the secrets the instances read from their environment: as the deploy makes them
// (`openssl rand -base64 32`), APP_KEYS two of them. Which secrets there are is the built CMS's list.
import { randomBytes } from 'node:crypto';
import type { SecretName } from '../../../cms/src/platform/config/production-requirements.ts';
import { builtModule } from '../built-cms.ts';

type RequirementsModule = typeof import('../../../cms/src/platform/config/production-requirements.ts');

export function secretNames(): readonly SecretName[] {
  return builtModule<RequirementsModule>('platform/config/production-requirements.js').SECRET_NAMES;
}

/** The flag that asks for each secret: --app-keys, --encryption-key… */
export const flagOf = (name: SecretName) => name.toLowerCase().replaceAll('_', '-');

const random = () => randomBytes(32).toString('base64');

export function newValue(name: SecretName): string {
  return name === 'APP_KEYS' ? `${random()},${random()}` : random();
}
