import pg from 'pg';

/**
 * PostgreSQL for the integration suite: given TEST_POSTGRES_URL (a server connection, e.g.
 * postgres://postgres@127.0.0.1:5432/postgres), each worker gets a fresh database of its own.
 */
export function postgresServerUrl(): string | undefined {
  return process.env.TEST_POSTGRES_URL || undefined;
}

export function databaseNamePrefix(runId: string): string {
  return `careers_it_${runId}_`;
}

async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createFreshDatabase(serverUrl: string, name: string): Promise<string> {
  await withServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  return databaseUrl(serverUrl, name);
}

export async function dropRunDatabases(serverUrl: string, runId: string): Promise<void> {
  await withServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${databaseNamePrefix(runId)}%`,
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}

/** One statement on the database at `url` (`?` placeholders): the rows it returns and how many it changed. */
export async function queryDatabase(
  url: string,
  sql: string,
  params: (string | number | boolean | null)[],
): Promise<{ rows: Record<string, unknown>[]; changes: number }> {
  let index = 0;
  const numbered = sql.replace(/\?/g, () => `$${++index}`);
  return withServer(url, async (client) => {
    const result = await client.query(numbered, params);
    return { rows: result.rows as Record<string, unknown>[], changes: result.rowCount ?? 0 };
  });
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
