import type { Core } from '@strapi/strapi';
import { ensureSqliteObjects } from './schema-objects';
import { fullTextMatches } from './subqueries';

// SQLite has no trigram index for `LIKE '%text%'`: a search read all 100,000 applications. An FTS5
// table with the trigram tokenizer over the searched columns, kept by triggers, finds the candidate
// rows from an index; the list still applies its own LIKE conditions to them, so the results are
// exactly the LIKE's (FTS5 folds case at least as widely as SQLite's LIKE: it only narrows the rows read).

export const SEARCH_TABLE = 'applications_search';

/** The trigram tokenizer finds nothing for shorter text: such a search reads every row, as before. */
const TRIGRAM = 3;

const trigger = (event: 'insert' | 'delete' | 'update') => `${SEARCH_TABLE}_${event}`;
const TRIGGERS = [trigger('insert'), trigger('delete'), trigger('update')];

/** The search table over `columns` of applications, its triggers, and its first content. */
function statements(searched: readonly string[]): string[] {
  const columns = searched.join(', ');
  const values = (row: 'new' | 'old') => searched.map((column) => `${row}.${column}`).join(', ');
  const remove = `INSERT INTO ${SEARCH_TABLE} (${SEARCH_TABLE}, rowid, ${columns}) VALUES ('delete', old.id, ${values('old')});`;
  const add = `INSERT INTO ${SEARCH_TABLE} (rowid, ${columns}) VALUES (new.id, ${values('new')});`;
  return [
    `CREATE VIRTUAL TABLE ${SEARCH_TABLE} USING fts5(${columns}, content='applications', content_rowid='id', tokenize='trigram')`,
    `CREATE TRIGGER ${trigger('insert')} AFTER INSERT ON applications BEGIN ${add} END`,
    `CREATE TRIGGER ${trigger('delete')} AFTER DELETE ON applications BEGIN ${remove} END`,
    `CREATE TRIGGER ${trigger('update')} AFTER UPDATE OF ${columns} ON applications BEGIN ${remove} ${add} END`,
    // Applications that existed before the table.
    `INSERT INTO ${SEARCH_TABLE} (${SEARCH_TABLE}) VALUES ('rebuild')`,
  ];
}

/**
 * Creates the search table, its triggers and its content (SQLite only; one transaction), again
 * whenever one of them is missing: a schema change that rebuilds the applications table drops its
 * triggers, and the table would silently stop following the rows.
 */
export async function ensureSqliteSearch(strapi: Core.Strapi, searched: readonly string[]): Promise<void> {
  await ensureSqliteObjects(
    strapi,
    [SEARCH_TABLE, ...TRIGGERS],
    [
      ...TRIGGERS.map((name) => `DROP TRIGGER IF EXISTS ${name}`),
      `DROP TABLE IF EXISTS ${SEARCH_TABLE}`,
      ...statements(searched),
    ],
  );
}

/**
 * The row ids of the applications whose `columns` may contain `text`, as a subquery for
 * `id IN (...)`, or null when the index cannot narrow the search (SQLite's only; short text).
 */
export function sqliteSearchCandidates(strapi: Core.Strapi, text: string, searched: readonly string[]) {
  if (strapi.db.dialect.client !== 'sqlite' || [...text].length < TRIGRAM) return null;
  // One FTS5 phrase (a substring for the trigram tokenizer) limited to the searched columns.
  const phrase = `{${searched.join(' ')}} : "${text.replaceAll('"', '""')}"`;
  return fullTextMatches(strapi, SEARCH_TABLE, phrase);
}
