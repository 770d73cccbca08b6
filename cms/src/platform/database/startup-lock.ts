import pg from 'pg';
import type { CmsEnv } from '../config/env';
import { postgresConnection } from './postgres-connection';

/** The advisory lock's key, the same on every instance of this product: "careers start-up". */
const STARTUP_LOCK_KEY = 7_262_817_391;

export type ReleaseStartupLock = () => Promise<void>;

/**
 * Start-up changes the schema (Strapi's sync, our indexes) and seeds reference data: N instances
 * starting at once on an empty database would run the same CREATE TABLE together and one would crash.
 * On PostgreSQL the first instance holds a session advisory lock from its register step to the end of
 * its bootstrap; the others wait for it, then find the schema made and do nothing twice. SQLite is one
 * instance's file, with no one to wait for.
 */
export async function takeStartupLock(env: CmsEnv, log: (message: string) => void): Promise<ReleaseStartupLock> {
  const { database } = env;
  if (database.client !== 'postgres') return async () => {};
  const client = new pg.Client(postgresConnection(database));
  await client.connect();
  const taken = await client.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1) AS taken', [STARTUP_LOCK_KEY]);
  if (!taken.rows[0]?.taken) {
    log('[start] another instance is starting on this database: waiting for it to finish its start-up');
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
  }
  return async () => {
    // Ending the session releases the lock, also if the unlock itself failed.
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await client.end();
  };
}
