// The mark a restore leaves in the database it restores, and that `npm run restore:go-live` clears:
// instances on a marked database send no e-mail and run no jobs or schedules (the CMS's
// platform/database/restored-copy.ts, whose table this writes with the database's own driver).
import type { DatabaseTarget } from '../../../cms/src/platform/config/env.ts';
import { builtModule } from '../built-cms.ts';
import { type PgClient, type PostgresTarget, withClient } from './postgres.ts';
import { type SqliteDatabase, withSqlite } from './sqlite.ts';

type RestoredCopyModule = typeof import('../../../cms/src/platform/database/restored-copy.ts');

export interface RestoredMark {
  backupCreatedAt: string;
  restoredAt: string;
}

/** The table the instances read (the built CMS's own name for it). */
function markTable(): string {
  return builtModule<RestoredCopyModule>('platform/database/restored-copy.js').RESTORED_COPY_TABLE;
}

/** Plain SQL both databases take. */
const createTable = (table: string) =>
  `CREATE TABLE IF NOT EXISTS ${table} (id INTEGER PRIMARY KEY, backup_created_at VARCHAR(40) NOT NULL, restored_at VARCHAR(40) NOT NULL)`;

const SELECT = (table: string) => `SELECT backup_created_at, restored_at FROM ${table} WHERE id = 1`;

function toMark(row: unknown): RestoredMark | null {
  const found = row as { backup_created_at: string; restored_at: string } | undefined;
  return found ? { backupCreatedAt: found.backup_created_at, restoredAt: found.restored_at } : null;
}

function sqliteHasTable(db: SqliteDatabase, table: string): boolean {
  return db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '${table}'`).get() !== undefined;
}

/** Marks the SQLite database in `file` (a restore's copy, before it takes the live name). */
export function markSqlite(file: string, mark: RestoredMark): void {
  const table = markTable();
  withSqlite(file, {}, (db) => {
    db.exec('BEGIN');
    db.exec(createTable(table));
    db.exec(`DELETE FROM ${table}`);
    db.prepare(`INSERT INTO ${table} (id, backup_created_at, restored_at) VALUES (1, ?, ?)`).run(
      mark.backupCreatedAt,
      mark.restoredAt,
    );
    db.exec('COMMIT');
  });
}

/** The connection's tables are the instances' schema (DATABASE_SCHEMA). */
async function inSchema<T>(target: PostgresTarget, work: (client: PgClient) => Promise<T>): Promise<T> {
  return withClient(target, async (client) => {
    await client.query(`SET search_path TO ${client.escapeIdentifier(target.schema)}`);
    return work(client);
  });
}

export function markPostgres(target: PostgresTarget, mark: RestoredMark): Promise<void> {
  const table = markTable();
  return inSchema(target, async (client) => {
    await client.query('BEGIN');
    await client.query(createTable(table));
    await client.query(`DELETE FROM ${table}`);
    await client.query(`INSERT INTO ${table} (id, backup_created_at, restored_at) VALUES (1, $1, $2)`, [
      mark.backupCreatedAt,
      mark.restoredAt,
    ]);
    await client.query('COMMIT');
  });
}

/** The database's mark, or null: never restored, or put live since. */
export async function readMark(database: DatabaseTarget): Promise<RestoredMark | null> {
  const table = markTable();
  if (database.client === 'sqlite') {
    return withSqlite(database.filename, { readonly: true }, (db) =>
      sqliteHasTable(db, table) ? toMark(db.prepare(SELECT(table)).get()) : null,
    );
  }
  return inSchema(database, async (client) => {
    const { rows } = await client.query('SELECT to_regclass($1) IS NOT NULL AS present', [table]);
    if (!rows[0]?.present) return null;
    return toMark((await client.query(SELECT(table))).rows[0]);
  });
}

/** Clears the mark: the instances on this database start their work within a tick. */
export async function clearMark(database: DatabaseTarget): Promise<void> {
  const table = markTable();
  if (database.client === 'sqlite') {
    withSqlite(database.filename, {}, (db) => {
      if (sqliteHasTable(db, table)) db.exec(`DELETE FROM ${table}`);
    });
    return;
  }
  await inSchema(database, (client) => client.query(`DELETE FROM ${table}`).then(() => undefined));
}

/** Table and status of what waits for a worker, by kind. */
const WAITING = { emails: ['email_outbox', 'pending'], jobs: ['background_jobs', 'queued'] } as const;
type Waiting = Record<keyof typeof WAITING, number>;
const KINDS = Object.keys(WAITING) as (keyof Waiting)[];
const countWaiting = (kind: keyof Waiting) => {
  const [table, status] = WAITING[kind];
  return { table, sql: `SELECT count(*) AS n FROM ${table} WHERE status = '${status}'` };
};

/** What the mark held back: e-mails and jobs waiting, which the instances take up once it is cleared. */
export async function waitingWork(database: DatabaseTarget): Promise<Waiting> {
  const waiting: Waiting = { emails: 0, jobs: 0 };
  if (database.client === 'sqlite') {
    withSqlite(database.filename, { readonly: true }, (db) => {
      for (const kind of KINDS) {
        const { table, sql } = countWaiting(kind);
        if (sqliteHasTable(db, table)) waiting[kind] = Number((db.prepare(sql).get() as { n: number }).n);
      }
    });
    return waiting;
  }
  return inSchema(database, async (client) => {
    for (const kind of KINDS) {
      const { table, sql } = countWaiting(kind);
      const { rows } = await client.query('SELECT to_regclass($1) IS NOT NULL AS present', [table]);
      if (rows[0]?.present) waiting[kind] = Number((await client.query(sql)).rows[0]?.n);
    }
    return waiting;
  });
}
