import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { CmsEnv } from '../config/env';
import { currentSchemaGeneration } from './schema-generations';

/**
 * The stamp is one row in a table of ours, which Strapi's schema sync leaves alone as it tracks only
 * its own. Made on first use: the first read comes before Strapi has made any table.
 */
async function schemaStampTable(strapi: Core.Strapi): Promise<Knex> {
  const knex = strapi.db.connection;
  await knex.raw(
    'CREATE TABLE IF NOT EXISTS schema_generation (id INTEGER PRIMARY KEY, generation INTEGER NOT NULL, schema_hash VARCHAR(64) NOT NULL, stamped_at VARCHAR(30) NOT NULL)',
  );
  return knex;
}

/** The schema generation the database was last synced to, or null before any release stamped it. */
async function readSchemaStamp(strapi: Core.Strapi): Promise<number | null> {
  const knex = await schemaStampTable(strapi);
  const row = (await knex('schema_generation').where({ id: 1 }).first('generation')) as
    | { generation: number | string }
    | undefined;
  return row ? Number(row.generation) : null;
}

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
  const knex = await schemaStampTable(strapi);
  await knex('schema_generation')
    .insert({ id: 1, generation, schema_hash: schemaHash, stamped_at: new Date().toISOString() })
    .onConflict('id')
    .merge();
}
