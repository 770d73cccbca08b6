// A write that meets another process's hold on the database waits for it and saves: with
// better-sqlite3's own 5 s it gave up ("database is locked") on a loaded machine, and what it carried
// was lost (a CI run of the instances test). SQLite's write lock, or PostgreSQL's lock on a table.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testServer } from '../support/test-server';

const server = await testServer();

/** Longer than better-sqlite3's default busy timeout (5 s), shorter than ours (15 s). */
const HOLD_MS = 6_000;

/** Another process holds SQLite's write lock for `ms`: held once this resolves; `released` after. */
async function holdSqliteLock(ms: number): Promise<{ released: Promise<void> }> {
  const driver = createRequire(join(server.appDir, 'package.json')).resolve('better-sqlite3');
  const holder = spawn(
    process.execPath,
    [
      '-e',
      `const db = new (require(${JSON.stringify(driver)}))(${JSON.stringify(server.childEnv.DATABASE_FILENAME)});
       db.exec('BEGIN IMMEDIATE');
       console.log('held');
       setTimeout(() => { db.exec('COMMIT'); db.close(); }, ${ms});`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const released = new Promise<void>((resolve) => holder.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve());
    holder.once('exit', (code) => reject(new Error(`the lock holder exited (${code}) before holding`)));
  });
  return { released };
}

/** Another connection holds the settings table in EXCLUSIVE mode for `ms`: no write to it goes through. */
async function holdPostgresLock(ms: number): Promise<{ released: Promise<void> }> {
  const client = new pg.Client({ connectionString: server.childEnv.DATABASE_URL });
  await client.connect();
  await client.query('BEGIN');
  await client.query('LOCK TABLE system_settings IN EXCLUSIVE MODE');
  const released = new Promise<void>((resolve, reject) => {
    setTimeout(() => {
      client
        .query('COMMIT')
        .then(() => client.end())
        .then(resolve, reject);
    }, ms);
  });
  return { released };
}

describe('a write held up by another process', () => {
  it('waits for the lock to go and then saves', async () => {
    const holder = await (server.database === 'sqlite' ? holdSqliteLock : holdPostgresLock)(HOLD_MS);
    const started = performance.now();
    const saved = await server.strapi.db
      .connection('system_settings')
      .where({ setting_key: 'company_name' })
      .update({ setting_key: 'company_name' });
    const waited = performance.now() - started;
    await holder.released;
    expect(saved).toBe(1);
    // It waited for the other process, not for nothing.
    expect(waited).toBeGreaterThan(HOLD_MS - 1_000);
  });
});
