import type { Core } from '@strapi/strapi';

/**
 * Runs `work` once per database (a one-off data backfill), marked done in `data_backfills` after it
 * succeeded. Two instances starting together may both run it: `work` must be idempotent.
 */
export async function runOnce(strapi: Core.Strapi, name: string, work: () => Promise<void>): Promise<boolean> {
  const knex = strapi.db.connection;
  await knex.raw(
    'CREATE TABLE IF NOT EXISTS data_backfills (name VARCHAR(100) PRIMARY KEY, done_at VARCHAR(30) NOT NULL)',
  );
  if (await knex('data_backfills').where({ name }).first()) return false;
  await work();
  await knex('data_backfills').insert({ name, done_at: new Date().toISOString() }).onConflict('name').ignore();
  return true;
}
