import type { Core } from '@strapi/strapi';
import type { CmsEnv } from '../config/env';
import { readSchemaStamp, writeSchemaStamp } from './raw';
import { currentSchemaGeneration } from './schema-generations';

/**
 * Runs in register, under the start-up lock and before Strapi's schema sync (its bootstrap): a release
 * rolled back without a restore would otherwise sync the database down to its own schema, dropping the
 * newer release's columns and everything in them. Production refuses to start; development, whose
 * data is the demo's, goes on (a branch switched back) and says what it drops.
 */
export async function refuseNewerSchema(strapi: Core.Strapi, env: CmsEnv): Promise<void> {
  const stored = await readSchemaStamp(strapi);
  const own = currentSchemaGeneration().generation;
  if (stored === null || stored <= own) return;
  const problem =
    `this database's schema is generation ${stored}, made by a newer release; this release's is ${own}, ` +
    "and its schema sync would drop the newer release's columns and the data in them";
  if (!env.isProduction) {
    strapi.log.warn(`[start] ${problem}: a development database goes on without them`);
    return;
  }
  throw new Error(
    `[start] refused: ${problem}. Start the newer release again, or stop every instance and restore the backup ` +
      "taken before the upgrade, from this release's checkout: " +
      'npm run restore -- /var/backups/careers/careers-backup-<time> --yes ' +
      '(docs/OPERATIONS.md, Backups, restore and upgrades)',
  );
}

/** Once Strapi's sync has made the schema this release's, still under the start-up lock: the stamp says so. */
export async function stampSchemaGeneration(strapi: Core.Strapi): Promise<void> {
  const { generation, schemaHash } = currentSchemaGeneration();
  await writeSchemaStamp(strapi, generation, schemaHash);
}
