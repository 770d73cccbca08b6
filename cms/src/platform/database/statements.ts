import type { Core } from '@strapi/strapi';
import { inTransaction, rowsOf } from './knex-access';

// SQL an area writes itself, where the query engine cannot express it (window functions, conditional
// counts, an UPDATE from a subquery over many rows): run here, so knex stays in this folder.

/** A value bound to a `?` placeholder of a statement. */
export type SqlBinding = string | number | Date | null;

/** Runs `sql` in the caller's transaction when there is one (on SQLite it holds the only connection). */
async function run(strapi: Core.Strapi, sql: string, bindings: readonly SqlBinding[]): Promise<unknown> {
  if (strapi.db.inTransaction()) return inTransaction(strapi, (trx) => trx.raw(sql, [...bindings]));
  return strapi.db.connection.raw(sql, [...bindings]);
}

/**
 * Runs one read-only aggregate statement (SELECT or WITH … SELECT, `?` placeholders) and returns its
 * rows as the driver gives them: PostgreSQL answers counts as text, so callers convert.
 */
export async function selectAggregates(
  strapi: Core.Strapi,
  sql: string,
  bindings: readonly SqlBinding[],
): Promise<Record<string, unknown>[]> {
  if (!/^\s*(select|with)\b/i.test(sql)) throw new Error('selectAggregates runs SELECT statements only');
  return rowsOf(await run(strapi, sql, bindings));
}

/**
 * Runs one UPDATE statement (UPDATE, or WITH … UPDATE; `?` placeholders) over many rows at once, such
 * as a batch of a one-off data backfill.
 */
export async function updateWithSql(strapi: Core.Strapi, sql: string, bindings: readonly SqlBinding[]): Promise<void> {
  if (!/^\s*(with\b[\s\S]*\)\s*)?update\b/i.test(sql)) throw new Error('updateWithSql runs UPDATE statements only');
  await run(strapi, sql, bindings);
}
