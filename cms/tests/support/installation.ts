// An installation of its own for the operational commands' tests (backup, restore): its own data
// folder and database of the suite's kind, the commands run as an operator runs them, and reads of
// its database from outside, as an operator's tools would read it.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startFromFirstStart } from './first-start-copy';
import {
  createFreshDatabase,
  databaseNamePrefix,
  databaseUrl,
  postgresServerUrl,
  queryDatabase,
} from './test-database';
import type { TestServer } from './test-server';

export interface Installation {
  /** The server's environment: the data folder's defaults, and the database of the suite's kind. */
  env: NodeJS.ProcessEnv;
  dataDir: string;
  privateFilesDir: string;
  /** All rows of a statement (no parameters), in the database's own types. */
  rows(sql: string): Promise<Record<string, unknown>[]>;
  /**
   * A read transaction held open, as a long export holds one; resolves to its end. On SQLite it keeps
   * the server from copying later commits into the database file: they stay in the write-ahead log.
   */
  holdRead(): Promise<() => Promise<void>>;
}

type Sqlite = { prepare(sql: string): { all(): unknown[] }; exec(sql: string): void; close(): void };
type SqliteDriver = new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => Sqlite;

/**
 * A new installation below the test worker's folder, with nothing in it yet; or, `startedOnce` on
 * SQLite, with what a first start makes (support/first-start-copy.ts), so its start is a quick one.
 * `withoutDatabase`: on PostgreSQL its database is named but not created, as a scratch database
 * an operator has not made yet.
 */
export async function newInstallation(
  server: TestServer,
  name: string,
  { startedOnce = false, withoutDatabase = false }: { startedOnce?: boolean; withoutDatabase?: boolean } = {},
): Promise<Installation> {
  const dataDir = join(server.workerDir, `${name}-${randomUUID().slice(0, 8)}`);
  const env: NodeJS.ProcessEnv = {
    ...server.childEnv,
    CMS_DATA_DIR: dataDir,
    ENGINE_WORKERS: 'false',
    LOG_LEVEL: 'error',
  };
  // Where the data goes follows from CMS_DATA_DIR, as on a machine that sets nothing else.
  for (const variable of ['DATABASE_FILENAME', 'DATABASE_URL', 'PRIVATE_FILES_DIR', 'UPLOAD_TEMP_DIR', 'MAILBOX_DIR']) {
    delete env[variable];
  }
  const serverUrl = postgresServerUrl();
  const base = { env, dataDir, privateFilesDir: join(dataDir, 'private-files') };
  if (server.database === 'postgres' && serverUrl) {
    const runId = process.env.CAREERS_TEST_RUN_ID ?? 'local';
    const database = `${databaseNamePrefix(runId)}${name.replace(/\W/g, '')}${Date.now()}`;
    // On PostgreSQL there is no copy of the first start (first-start-copy.ts): a fresh database.
    const url = withoutDatabase ? databaseUrl(serverUrl, database) : await createFreshDatabase(serverUrl, database);
    Object.assign(env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: url });
    return {
      ...base,
      rows: async (sql) => (await queryDatabase(url, sql, [])).rows,
      async holdRead() {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
        await client.query('SELECT COUNT(*) FROM applications');
        return () => client.end();
      },
    };
  }
  env.DATABASE_CLIENT = 'sqlite';
  if (startedOnce) startFromFirstStart(server.workerDir, dataDir);
  const Database = createRequire(join(server.appDir, 'package.json'))('better-sqlite3') as SqliteDriver;
  const open = () => new Database(join(dataDir, 'careers.db'), { readonly: true, fileMustExist: true });
  return {
    ...base,
    async rows(sql) {
      const db = open();
      try {
        return db.prepare(sql).all() as Record<string, unknown>[];
      } finally {
        db.close();
      }
    },
    async holdRead() {
      const db = open();
      db.exec('BEGIN');
      db.prepare('SELECT COUNT(*) FROM applications').all();
      return async () => db.close();
    },
  };
}

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
  seconds: number;
}

/** `npm run <command> -- <args>` as the README gives it: the script under this Node, from the root. */
export function runOperatorCommand(
  server: TestServer,
  command: 'backup' | 'restore' | 'restore-go-live' | 'backup-keygen' | 'rotate-secrets',
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<CommandRun> {
  const root = resolve(server.appDir, '..');
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts', `${command}.ts`), ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('close', (code) => done({ code, stdout, stderr, seconds: (performance.now() - started) / 1000 }));
  });
}
