// PostgreSQL: pg_dump of one snapshot (whose row counts go in the manifest), pg_restore, and who else is
// connected. The connection is the server's own (DATABASE_URL or its parts); the password reaches the
// tools in their environment, never on a command line other users of the machine can read.
import { spawn, spawnSync } from 'node:child_process';
import type { DatabaseTarget } from '../../../cms/src/platform/config/env.ts';
import { builtModule, cmsPackage } from '../built-cms.ts';
import { CommandError } from '../operator-command.ts';

export type PostgresTarget = Extract<DatabaseTarget, { client: 'postgres' }>;

export interface PgClient {
  connect(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  escapeIdentifier(name: string): string;
  end(): Promise<void>;
}
type PgPackage = { Client: new (config: Record<string, unknown>) => PgClient };

type ConnectionModule = typeof import('../../../cms/src/platform/database/postgres-connection.ts');

/** The database to the operator: host, port and name, never the password. */
export function describePostgres(target: PostgresTarget): string {
  if (target.connectionString) {
    const url = new URL(target.connectionString);
    return `PostgreSQL database ${decodeURIComponent(url.pathname.slice(1))} on ${url.hostname}:${url.port || 5432}`;
  }
  return `PostgreSQL database ${target.database} on ${target.host}:${target.port}`;
}

function databaseName(target: PostgresTarget): string {
  return target.connectionString
    ? decodeURIComponent(new URL(target.connectionString).pathname.slice(1))
    : target.database;
}

function userName(target: PostgresTarget): string {
  return target.connectionString ? decodeURIComponent(new URL(target.connectionString).username) : target.user;
}

/** Refused because the configured database does not exist (yet). */
export class MissingDatabase extends CommandError {}

/** Connects as the instances do (their own connection settings, from the built CMS). */
async function connect(target: PostgresTarget): Promise<PgClient> {
  const { Client } = cmsPackage<PgPackage>('pg');
  const { postgresConnection } = builtModule<ConnectionModule>('platform/database/postgres-connection.js');
  const client = new Client(postgresConnection(target));
  try {
    await client.connect();
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    // invalid_catalog_name: the server answered, the database is not there.
    if (code === '3D000') throw new MissingDatabase(`The ${describePostgres(target)} does not exist.`);
    throw new CommandError(`Could not connect to the ${describePostgres(target)}: ${message}`);
  }
  return client;
}

/** The same server and role, on the database every PostgreSQL server has: to create another. */
function maintenanceTarget(target: PostgresTarget): PostgresTarget {
  if (!target.connectionString) return { ...target, database: 'postgres' };
  const url = new URL(target.connectionString);
  url.pathname = '/postgres';
  return { ...target, connectionString: url.toString() };
}

/**
 * Creates the configured database, owned by the connecting role as the instances' own database is;
 * a role that may not create databases gets the statement to ask a superuser for.
 */
export async function createPostgresDatabase(target: PostgresTarget): Promise<void> {
  const name = databaseName(target);
  await withClient(maintenanceTarget(target), async (client) => {
    try {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
    } catch (error) {
      const { code, message } = error as { code?: string; message: string };
      if (code === '42P04') return; // Created meanwhile: what was asked for.
      const role = userName(target);
      throw new CommandError(
        `The ${describePostgres(target)} does not exist, and role ${role} could not create it (${message}). As a PostgreSQL superuser run: CREATE DATABASE ${client.escapeIdentifier(name)} OWNER ${client.escapeIdentifier(role)}; then run this again.`,
      );
    }
  });
}

/** How many tables the database's schema holds: none in a new database. */
export function postgresTableCount(target: PostgresTarget): Promise<number> {
  return withClient(target, async (client) => {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = $1', [
      target.schema,
    ]);
    return Number(rows[0]?.n);
  });
}

export async function withClient<T>(target: PostgresTarget, work: (client: PgClient) => Promise<T>): Promise<T> {
  const client = await connect(target);
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The tools' connection: a --dbname and PG* variables, as libpq reads them. */
function libpq(target: PostgresTarget): { dbname: string; env: NodeJS.ProcessEnv } {
  const env: NodeJS.ProcessEnv = { ...process.env };
  let dbname = target.database;
  if (target.connectionString) {
    const url = new URL(target.connectionString);
    if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
    dbname = url.toString();
  } else {
    Object.assign(env, { PGHOST: target.host, PGPORT: String(target.port), PGUSER: target.user });
    if (target.password) env.PGPASSWORD = target.password;
  }
  // The server verifies the certificate with Node's CAs; libpq would need a root certificate file
  // for that (PGSSLROOTCERT, with PGSSLMODE=verify-full, are passed on when set).
  if (target.ssl) env.PGSSLMODE ??= 'require';
  return { dbname, env };
}

async function serverMajor(client: PgClient): Promise<number> {
  const { rows } = await client.query('SHOW server_version_num');
  return Math.floor(Number(rows[0]?.server_version_num) / 10_000);
}

/** The tool's version line; refuses a tool that is missing or older than the server. */
function checkTool(tool: 'pg_dump' | 'pg_restore', major: number): string {
  const install = `install the PostgreSQL client tools of the server's version (Debian: apt-get install postgresql-client-${major}) and put them on the PATH`;
  const answer = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (answer.error || answer.status !== 0) throw new CommandError(`${tool} was not found: ${install}.`);
  const line = answer.stdout.trim();
  const toolMajor = Number(/(\d+)(?:\.\d+)*/.exec(line)?.[1]);
  if (toolMajor < major) throw new CommandError(`${line} is older than the PostgreSQL ${major} server: ${install}.`);
  return line;
}

function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', (error) => reject(new CommandError(`${tool} could not start: ${error.message}`)));
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new CommandError(`${tool} failed (${signal ?? `exit ${code}`}); its message is above.`)),
    );
  });
}

async function rowCounts(client: PgClient, schema: string): Promise<Record<string, number>> {
  const { rows } = await client.query('SELECT tablename FROM pg_tables WHERE schemaname = $1 ORDER BY tablename', [
    schema,
  ]);
  const counts: Record<string, number> = {};
  for (const { tablename } of rows as { tablename: string }[]) {
    const table = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(tablename)}`;
    const [row] = (await client.query(`SELECT count(*)::int AS n FROM ${table}`)).rows;
    counts[tablename] = Number(row?.n);
  }
  return counts;
}

export function postgresRowCounts(target: PostgresTarget): Promise<Record<string, number>> {
  return withClient(target, (client) => rowCounts(client, target.schema));
}

/**
 * pg_dump in its custom format, of the snapshot this transaction exported: the row counts read here
 * are exactly those of the dump, however the instances write meanwhile.
 */
export function dumpPostgres(
  target: PostgresTarget,
  file: string,
): Promise<{ tool: string; row_counts: Record<string, number> }> {
  return withClient(target, async (client) => {
    const tool = checkTool('pg_dump', await serverMajor(client));
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query('SELECT pg_export_snapshot() AS snapshot');
    const row_counts = await rowCounts(client, target.schema);
    const { dbname, env } = libpq(target);
    const snapshot = String(rows[0]?.snapshot);
    await runTool(
      'pg_dump',
      ['--format=custom', '--no-password', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${dbname}`],
      env,
    );
    await client.query('COMMIT');
    return { tool, row_counts };
  });
}

/** Refuses before anything changes when pg_dump (for the copy of what is replaced) or pg_restore is unusable. */
export function checkRestoreTools(target: PostgresTarget): Promise<void> {
  return withClient(target, async (client) => {
    const major = await serverMajor(client);
    checkTool('pg_dump', major);
    checkTool('pg_restore', major);
  });
}

/** Sessions of other clients on the database (instances, consoles): a restore waits for none of them. */
export function otherConnections(target: PostgresTarget): Promise<string[]> {
  return withClient(target, async (client) => {
    const { rows } = await client.query(
      `SELECT coalesce(host(client_addr), 'local socket') AS address, usename, application_name
         FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    return rows.map(
      (row) => `${row.usename}@${row.address}${row.application_name ? ` (${row.application_name})` : ''}`,
    );
  });
}

/**
 * Replaces the database's objects with the dump's, in one transaction: a failure leaves the database
 * as it was. Objects are owned by the connecting role, as when the instances created them.
 */
export async function restorePostgres(target: PostgresTarget, file: string): Promise<void> {
  const { dbname, env } = libpq(target);
  await runTool(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      '--no-password',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}
