import { serverEnv } from '../src/platform/config/server-env';
import { postgresConnection } from '../src/platform/database/postgres-connection';
import { protectDataFiles } from '../src/platform/storage/owner-only';

interface SqliteConnection {
  pragma(source: string): unknown;
}

/**
 * How long a write waits for another process's (the account check, a second instance in the tests):
 * better-sqlite3's 5 s gave up on a loaded two-core machine ("database is locked"), and a write that
 * gives up loses what it carried.
 */
const SQLITE_BUSY_TIMEOUT_MS = 15_000;

/**
 * Write-ahead logging: readers never wait for the writer, and a commit costs one sync of the log
 * instead of the rollback journal's several (intake throughput doubled). synchronous stays FULL, so a
 * commit that was answered survives a power cut too.
 */
function useWriteAheadLog(
  connection: SqliteConnection,
  done: (error: Error | null, connection: SqliteConnection) => void,
) {
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = FULL');
  connection.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  done(null, connection);
}

export default () => {
  const env = serverEnv();
  const { database } = env;
  // Before the first connection: SQLite gives its -wal and -shm files the database file's mode.
  protectDataFiles(env);
  if (database.client === 'sqlite') {
    return {
      connection: {
        client: 'sqlite',
        connection: { filename: database.filename },
        useNullAsDefault: true,
        pool: { afterCreate: useWriteAheadLog },
      },
    };
  }
  return {
    connection: {
      client: 'postgres',
      connection: {
        ...postgresConnection(database),
        schema: database.schema,
        // With the default of 4 the planner reads every row for a search rather than use the
        // trigram indexes (63 ms against 14 ms over 100,000 applications).
        options: `-c random_page_cost=${database.randomPageCost}`,
      },
      // A connection opened for a burst (the pipeline board reads seven lists at once) is kept for a
      // few minutes: a new PostgreSQL connection starts a backend that loads its catalog caches, and
      // after tarn's default 30 s idle the next burst paid that again (4× the warm time, measured).
      pool: { min: 0, max: database.poolMax, idleTimeoutMillis: 5 * 60_000 },
      acquireConnectionTimeout: 60000,
    },
  };
};
