// The embedded database: an online copy through SQLite's backup API, checks, and the swap a restore
// makes. better-sqlite3 is the CMS's own driver; only what is used here is typed.
import { chmodSync, copyFileSync, existsSync, renameSync } from 'node:fs';
import { cmsPackage } from '../built-cms.ts';
import { CommandError } from '../operator-command.ts';

interface Statement {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): unknown;
}
export interface SqliteDatabase {
  prepare(sql: string): Statement;
  pragma(source: string): unknown;
  exec(sql: string): void;
  backup(
    file: string,
    options: { progress(info: { totalPages: number; remainingPages: number }): number },
  ): Promise<unknown>;
  close(): void;
}
type SqliteDriver = new (
  file: string,
  options: { readonly?: boolean; fileMustExist: boolean; timeout?: number },
) => SqliteDatabase;

function open(file: string, options: { readonly?: boolean; timeout?: number } = {}): SqliteDatabase {
  const Database = cmsPackage<SqliteDriver>('better-sqlite3');
  // fileMustExist: a mistyped path must not become a new, empty database.
  return new Database(file, { ...options, fileMustExist: true });
}

/** Works on an existing database file, closed again afterwards. */
export function withSqlite<T>(file: string, options: { readonly?: boolean }, work: (db: SqliteDatabase) => T): T {
  const db = open(file, { ...options, timeout: 15_000 });
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** Every table's row count, by name. */
export function sqliteRowCounts(file: string): Record<string, number> {
  const db = open(file, { readonly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as { name: string }[];
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      counts[name] = (db.prepare(`SELECT COUNT(*) AS n FROM "${name.replaceAll('"', '""')}"`).get() as { n: number }).n;
    }
    return counts;
  } finally {
    db.close();
  }
}

/** SQLite's own check of a file: every page, index and constraint; refuses a damaged copy. */
export function assertSqliteIntact(file: string): void {
  const db = open(file, { readonly: true });
  try {
    const rows = db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[];
    const problems = rows.map((row) => row.integrity_check).filter((result) => result !== 'ok');
    if (problems.length > 0)
      throw new CommandError(`${file} fails SQLite's integrity check: ${problems.slice(0, 5).join('; ')}`);
  } finally {
    db.close();
  }
}

/**
 * A consistent copy while the server writes: the whole database in one backup step, i.e. one read
 * transaction (with the write-ahead log the server's writes go on meanwhile). Smaller steps would
 * restart on every write of another connection and might never finish under load.
 */
export async function copySqliteOnline(filename: string, copy: string): Promise<void> {
  if (!existsSync(filename)) {
    throw new CommandError(`No SQLite database at ${filename} (set by DATABASE_FILENAME or CMS_DATA_DIR).`);
  }
  const source = open(filename, { timeout: 30_000 });
  try {
    await source.backup(copy, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  // The copy stands alone: no write-ahead log beside it, in a backup or once restored.
  const written = open(copy);
  try {
    written.pragma('journal_mode = DELETE');
  } finally {
    written.close();
  }
}

/**
 * Whether a server has the database open: each of its connections holds a lock that keeps another
 * process from locking the file exclusively (a server keeps its connection open while it runs).
 */
export function sqliteInUse(filename: string): boolean {
  if (!existsSync(filename)) return false;
  let db: SqliteDatabase;
  try {
    db = open(filename, { timeout: 0 });
  } catch {
    return false; // Not a database SQLite can open: nobody serves from it; the restore replaces it.
  }
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (error) {
    return (error as { code?: string }).code === 'SQLITE_BUSY';
  } finally {
    db.close();
  }
}

const COMPANIONS = ['', '-wal', '-shm', '-journal'];

/**
 * Puts `backupFile` in place of `filename`, once `prepare` has worked on the copy. The database there
 * before (with its log files, so they still open together) is renamed to
 * `<name>.before-restore-<stamp>`: nothing is deleted here.
 */
export function replaceSqlite(
  filename: string,
  backupFile: string,
  stamp: string,
  prepare: (incoming: string) => void,
): string | null {
  const incoming = `${filename}.restoring-${stamp}`;
  copyFileSync(backupFile, incoming);
  chmodSync(incoming, 0o600);
  assertSqliteIntact(incoming);
  prepare(incoming);
  const aside = `${filename}.before-restore-${stamp}`;
  let setAside = false;
  for (const suffix of COMPANIONS) {
    if (!existsSync(`${filename}${suffix}`)) continue;
    renameSync(`${filename}${suffix}`, `${aside}${suffix}`);
    setAside = true;
  }
  renameSync(incoming, filename);
  return setAside ? aside : null;
}
