import type { Core } from '@strapi/strapi';
import { INDEXES, indexName, REPLACED_INDEXES, SEARCHED_COLUMNS } from './index-list';
import { runSchemaStatement } from './schema-objects';
import { ensureSqliteSearch } from './sqlite-search';

/**
 * PostgreSQL: trigram indexes on exactly the expression Strapi's "contains" filter compares
 * (LOWER(CAST(col AS VARCHAR)) LIKE ...), so a search need not read every row. Needs the pg_trgm
 * extension; without the right to create it the search still works, only slower, and ops are told.
 */
async function ensureSearchIndexes(strapi: Core.Strapi): Promise<void> {
  try {
    await runSchemaStatement(strapi, 'CREATE EXTENSION IF NOT EXISTS pg_trgm');
  } catch (error) {
    strapi.log.warn(`[indexes] pg_trgm is not available, searches scan their tables: ${(error as Error).message}`);
    return;
  }
  for (const { table, column } of SEARCHED_COLUMNS) {
    await runSchemaStatement(
      strapi,
      `CREATE INDEX IF NOT EXISTS "ix_${table}_${column}_trgm" ON "${table}" USING gin ((LOWER(CAST("${column}" AS VARCHAR))) gin_trgm_ops)`,
    );
  }
}

export async function ensureIndexes(strapi: Core.Strapi): Promise<void> {
  for (const spec of INDEXES) {
    const columns = spec.columns.map((column) => `"${column}"`).join(', ');
    await runSchemaStatement(
      strapi,
      `CREATE ${spec.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS "${indexName(spec)}" ON "${spec.table}" (${columns})`,
    );
  }
  for (const name of REPLACED_INDEXES) await runSchemaStatement(strapi, `DROP INDEX IF EXISTS "${name}"`);
  if (strapi.db.dialect.client === 'postgres') await ensureSearchIndexes(strapi);
  else {
    // SQLite: a trigram full-text table over the same columns instead.
    await ensureSqliteSearch(
      strapi,
      SEARCHED_COLUMNS.filter(({ table }) => table === 'applications').map(({ column }) => column),
    );
    // Statistics for the planner where they are missing or stale (new indexes, grown tables), within
    // a bounded read: without them SQLite takes `is_archived = ?` for a rare value and walks its
    // index instead of the search's or posting's few rows. PostgreSQL's autovacuum analyses itself.
    await runSchemaStatement(strapi, 'PRAGMA analysis_limit = 1000');
    await runSchemaStatement(strapi, 'PRAGMA optimize = 0x10002');
  }
}
