import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

// Subqueries for the query engine's `id: { $in }` that it cannot build itself: the caller passes them
// on without ever touching knex.

/** How a link table joins one row to another (Strapi's join-table metadata, by name). */
export interface LinkTable {
  table: string;
  /** The linking row's id column (e.g. application_id). */
  ownerColumn: string;
  /** The linked row's id column (e.g. job_posting_id). */
  targetColumn: string;
}

/**
 * The owner ids linked to target rows whose `column` is one of `values` (a join, not a nested IN:
 * SQLite would read the whole link table to probe a nested list).
 */
export function linkedOwnerIds(
  strapi: Core.Strapi,
  link: LinkTable,
  target: { table: string; column: string; values: readonly string[] },
): Knex.QueryBuilder {
  return strapi.db
    .connection(`${link.table} as link`)
    .join(`${target.table} as target`, 'target.id', `link.${link.targetColumn}`)
    .select(`link.${link.ownerColumn}`)
    .whereIn(`target.${target.column}`, [...target.values]);
}

/**
 * The target ids linked to owner rows where every `empty` column is null and `before.column` is at or
 * before `before.value` (e.g. applications with a scorecard awaited).
 */
export function linkedTargetIds(
  strapi: Core.Strapi,
  link: LinkTable,
  owner: { table: string; empty: readonly string[]; before: { column: string; value: Date } },
): Knex.QueryBuilder {
  const query = strapi.db
    .connection(`${link.table} as link`)
    .join(`${owner.table} as owner`, 'owner.id', `link.${link.ownerColumn}`)
    .select(`link.${link.targetColumn}`)
    .where(`owner.${owner.before.column}`, '<=', owner.before.value);
  for (const column of owner.empty) query.whereNull(`owner.${column}`);
  return query;
}

/** The row ids an SQLite FTS5 table matches for `query`. */
export function fullTextMatches(strapi: Core.Strapi, table: string, query: string): Knex.QueryBuilder {
  return strapi.db.connection(table).select('rowid').whereRaw('?? MATCH ?', [table, query]);
}
