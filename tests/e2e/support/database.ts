// The e2e system's database (SQLite, or PostgreSQL when the suite runs on it), read the way a test
// checks what the system stored. Changes go through the app; runSql is for what no screen offers
// (spending a code, time passing for a stored code).
import { DatabaseSync } from 'node:sqlite';
import { queryDatabase } from '../../../cms/tests/support/test-database.ts';

export type SqlValue = string | number | boolean | null;

/** Which database the system under test runs on (set by the global setup). */
export const onPostgres = (): boolean => Boolean(process.env.E2E_DATABASE_URL);

function openSqlite(): DatabaseSync {
  const file = process.env.E2E_DATABASE_FILE;
  if (!file) throw new Error('E2E_DATABASE_FILE or E2E_DATABASE_URL is set by the global setup');
  // The CMS writes to this file at the same time (site builds, outbox): wait for its lock, don't fail.
  return new DatabaseSync(file, { timeout: 10_000 });
}

async function execute(sql: string, params: SqlValue[]): Promise<{ rows: Record<string, unknown>[]; changes: number }> {
  const url = process.env.E2E_DATABASE_URL;
  if (url) return queryDatabase(url, sql, params);
  const database = openSqlite();
  try {
    // SQLite keeps booleans as 0 and 1.
    const values = params.map((value) => (typeof value === 'boolean' ? Number(value) : value));
    const statement = database.prepare(sql);
    if (/^\s*select/i.test(sql)) return { rows: statement.all(...values) as Record<string, unknown>[], changes: 0 };
    return { rows: [], changes: Number(statement.run(...values).changes) };
  } finally {
    database.close();
  }
}

export async function queryRow(sql: string, ...params: SqlValue[]): Promise<Record<string, unknown> | undefined> {
  return (await execute(sql, params)).rows[0];
}

/** A direct change, for what no screen offers: time passing (expiring a code), spending a code. */
export async function runSql(sql: string, ...params: SqlValue[]): Promise<number> {
  return (await execute(sql, params)).changes;
}

/** A time as the database stores it (Strapi keeps ms numbers on SQLite, timestamps on PostgreSQL). */
export const dbTime = (ms: number): SqlValue => (onPostgres() ? new Date(ms).toISOString() : ms);

/** A stored boolean, whichever way the database returns it. */
export const dbFlag = (value: unknown): boolean => value === true || value === 1 || value === '1';

/** A stored JSON column: text on SQLite, already parsed on PostgreSQL. */
export const dbJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
