import type { Core } from '@strapi/strapi';
import { rowsOf } from './knex-access';

/** Runs one schema statement (index DDL, a PRAGMA), outside any transaction. */
export async function runSchemaStatement(strapi: Core.Strapi, statement: string): Promise<void> {
  await strapi.db.connection.raw(statement);
}

/**
 * SQLite schema objects (tables, triggers) kept by the application itself: unless every one of
 * `names` exists, `statements` run in one transaction (they drop and recreate them all).
 */
export async function ensureSqliteObjects(
  strapi: Core.Strapi,
  names: readonly string[],
  statements: readonly string[],
): Promise<void> {
  await strapi.db.connection.transaction(async (trx) => {
    const existing = rowsOf(
      await trx.raw(`SELECT name FROM sqlite_master WHERE name IN (${names.map(() => '?').join(', ')})`, [...names]),
    );
    if (existing.length === names.length) return;
    for (const statement of statements) await trx.raw(statement);
  });
}
