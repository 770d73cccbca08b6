import type { Core } from '@strapi/strapi';
import type { CmsEnv } from '../config/env';
import { type RestoredCopy, readRestoredCopy } from '../database/restored-copy';
import { errorText } from './backoff';

/**
 * Keeps the worker from starting while the database is a restored copy: one warning at start, then a
 * look at the mark every tick, so the instances start their work without a restart once an operator
 * has put the copy live. Requests are served meanwhile; what they queue waits.
 */
export function holdWhileRestoredCopy(
  strapi: Core.Strapi,
  env: CmsEnv,
  copy: RestoredCopy,
  start: () => void,
): { stop(): void } {
  strapi.log.warn(
    `[engine] This database is a restored copy (backup of ${copy.backupCreatedAt}, restored ${copy.restoredAt}): no e-mail is sent and no job or schedule runs until an operator runs \`npm run restore:go-live\`; the site and back office answer meanwhile.`,
  );
  let stopped = false;
  let looking = false;
  const timer = setInterval(async () => {
    if (stopped || looking) return;
    looking = true;
    try {
      const still = await readRestoredCopy(strapi);
      if (still || stopped) return;
      stopped = true;
      clearInterval(timer);
      strapi.log.warn('[engine] This database was put live: e-mail, jobs and schedules start.');
      start();
    } catch (error) {
      if (!stopped) strapi.log.error(`[engine] could not read the restored-copy mark: ${errorText(error)}`);
    } finally {
      looking = false;
    }
  }, env.engine.tickSeconds * 1000);
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
