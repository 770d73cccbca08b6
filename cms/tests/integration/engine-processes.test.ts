import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { messages } from '@careers/shared';
import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import { startChildCms, waitFor } from '../support/child-cms';
import { productionEnv } from '../support/production-env';
import { createFreshDatabase, databaseNamePrefix, postgresServerUrl } from '../support/test-database';
import { testServer } from '../support/test-server';

type Engine = typeof import('../../src/platform/engine');

const server = await testServer();
const engine = server.load<Engine>('platform/engine');

beforeEach(() => {
  server.smtp.clear();
});

/** Another server instance with its worker on: short ticks and leases so a crash heals quickly. */
function workerEnv(): NodeJS.ProcessEnv {
  return {
    ...server.childEnv,
    ENGINE_WORKERS: 'true',
    ENGINE_TICK_SECONDS: '1',
    ENGINE_LEASE_SECONDS: '2',
    LOG_LEVEL: 'error',
  };
}

/** Queues `count` messages and answers their Message-IDs and keys. */
async function queueMessages(count: number, label: string): Promise<{ messageIds: Set<string>; keys: string[] }> {
  const run = randomUUID();
  const keys: string[] = [];
  await server.strapi.db.transaction(async () => {
    for (let index = 0; index < count; index += 1) {
      const idempotencyKey = `${label}:${run}:${index}`;
      keys.push(idempotencyKey);
      await engine.enqueueRawEmail(server.strapi, {
        to: `${label}-${index}@example.com`,
        purpose: label,
        idempotencyKey,
        subject: `${label} ${index}`,
        html: `<p>${label} ${index}</p>`,
        text: `${label} ${index}`,
      });
    }
  });
  const rows = await server.strapi.db.connection('email_outbox').whereIn('idempotency_key', keys).select('message_id');
  return { messageIds: new Set(rows.map((row: { message_id: string }) => row.message_id)), keys };
}

async function sentCount(keys: string[]): Promise<number> {
  const [row] = await server.strapi.db
    .connection('email_outbox')
    .whereIn('idempotency_key', keys)
    .andWhere({ status: 'sent' })
    .count({ n: '*' });
  return Number(row?.n);
}

function received(messageIds: Set<string>): string[] {
  return server.smtp.messages.map((message) => message.messageId).filter((id) => messageIds.has(id));
}

describe('the outbox across processes', () => {
  it('delivers all 100 messages after a kill -9 during dispatch, with at most one duplicate', async () => {
    const { messageIds, keys } = await queueMessages(100, 'crash');
    server.smtp.delayMs = 20;
    const first = await startChildCms(server.appDir, workerEnv());
    await waitFor(() => received(messageIds).length >= 20, 60_000, 'the first worker to send 20 messages');
    await first.kill();
    expect(received(messageIds).length).toBeLessThan(100);

    const second = await startChildCms(server.appDir, workerEnv());
    await waitFor(async () => (await sentCount(keys)) === 100, 90_000, 'all 100 messages to be sent');
    await second.stop();

    const deliveries = received(messageIds);
    expect(new Set(deliveries).size).toBe(100);
    expect(deliveries.length - 100).toBeLessThanOrEqual(1);
  }, 240_000);

  it('delivers 500 messages exactly once with two dispatchers working at the same time', async () => {
    const { messageIds, keys } = await queueMessages(500, 'pair');
    const [one, two] = await Promise.all([
      startChildCms(server.appDir, workerEnv()),
      startChildCms(server.appDir, workerEnv()),
    ]);
    await waitFor(async () => (await sentCount(keys)) === 500, 120_000, 'all 500 messages to be sent');
    await Promise.all([one.stop(), two.stop()]);

    const deliveries = received(messageIds);
    expect(deliveries).toHaveLength(500);
    expect(new Set(deliveries).size).toBe(500);
  }, 240_000);
});

describe('the worker loop', () => {
  it('sends a scheduled message not before its time, and at a tick soon after', async () => {
    const worker = await startChildCms(server.appDir, workerEnv());
    try {
      // Two ticks away: a loop that ignored the time would send at the first.
      const sendAt = new Date(Date.now() + 2000);
      await engine.enqueueRawEmail(server.strapi, {
        to: 'on-time@example.com',
        purpose: 'scheduled',
        idempotencyKey: `scheduled:${randomUUID()}`,
        subject: 'On time',
        html: '<p>On time</p>',
        text: 'On time',
        sendAt,
      });
      await waitFor(() => server.smtp.to('on-time@example.com').length > 0, 15_000, 'the scheduled message');
      const arrived = server.smtp.to('on-time@example.com')[0]?.receivedAt.getTime() ?? 0;
      expect(arrived).toBeGreaterThanOrEqual(sendAt.getTime());
      // A tick is a second here. The bound is for a loop that ticks, not a timing: a busy CI machine
      // has delivered 2.1 s after (while the next slower thing, a lease, is a minute).
      expect(arrived - sendAt.getTime()).toBeLessThan(5000);
    } finally {
      await worker.stop();
    }
  }, 120_000);
});

/** A fresh, empty database of the suite's own kind, and a way to count its rows afterwards. */
async function emptyDatabase(): Promise<{ env: NodeJS.ProcessEnv; count(table: string): Promise<number> }> {
  const serverUrl = postgresServerUrl();
  if (server.database === 'postgres' && serverUrl) {
    const runId = process.env.CAREERS_TEST_RUN_ID ?? 'local';
    const url = await createFreshDatabase(serverUrl, `${databaseNamePrefix(runId)}prod${Date.now()}`);
    const count = async (table: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return Number((await client.query(`SELECT COUNT(*) AS n FROM ${table}`)).rows[0]?.n);
      } finally {
        await client.end();
      }
    };
    return { env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url }, count };
  }
  const file = join(server.workerDir, `production-${randomUUID()}.db`);
  type Sqlite = { prepare(sql: string): { get(): unknown }; close(): void };
  const Database = createRequire(join(server.appDir, 'package.json'))('better-sqlite3') as new (
    file: string,
    options: { readonly: boolean },
  ) => Sqlite;
  const count = async (table: string) => {
    const db = new Database(file, { readonly: true });
    try {
      return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    } finally {
      db.close();
    }
  };
  return { env: { DATABASE_CLIENT: 'sqlite', DATABASE_URL: '', DATABASE_FILENAME: file }, count };
}

// Two instances started together on an empty database: the schema and seed are made once, under
// PostgreSQL's advisory lock (src/platform/database/startup-lock.ts). SQLite is one instance's file.
if (postgresServerUrl()) {
  describe('two production instances started at once on an empty database', () => {
    it('both come up, and the schema and reference data are made once', async () => {
      const database = await emptyDatabase();
      const env = productionEnv(server, database.env);
      const instances = await Promise.all([startChildCms(server.appDir, env), startChildCms(server.appDir, env)]);
      try {
        for (const instance of instances) {
          expect((await fetch(`http://127.0.0.1:${instance.port}/_ready`)).status).toBe(200);
        }
      } finally {
        await Promise.all(instances.map((instance) => instance.stop()));
      }
      expect(await database.count('user_roles')).toBe(4);
      const settings = await database.count('system_settings');
      expect(settings).toBeGreaterThan(20);
      expect(await database.count('(SELECT DISTINCT setting_key FROM system_settings) AS keys')).toBe(settings);
    }, 180_000);
  });
}

describe('a production instance', () => {
  it('refuses to start on a development default, naming each variable it lacks', async () => {
    const database = await emptyDatabase();
    const env = { ...productionEnv(server, database.env), PRIVATE_FILES_DIR: '', SMTP_URL: '' };
    const refusal = await startChildCms(server.appDir, env).then(
      async (child) => {
        await child.stop();
        return 'it started';
      },
      (error: Error) => error.message,
    );
    expect(refusal).toMatch(/exited with code [1-9]/);
    expect(refusal).toContain('"message":"[start] refused: PRIVATE_FILES_DIR is not set: ');
    expect(refusal).toContain('"message":"[start] refused: SMTP_URL is not set: ');
    expect(refusal).not.toContain('PUBLIC_URL');
  }, 120_000);

  it('answers 404 for /dev/mailbox and seeds no demo data and no known password', async () => {
    const database = await emptyDatabase();
    const env = productionEnv(server, database.env);
    const child = await startChildCms(server.appDir, env);
    try {
      const mailbox = await fetch(`http://127.0.0.1:${child.port}/dev/mailbox`, {
        headers: { accept: 'text/html' },
        redirect: 'manual',
      });
      expect(mailbox.status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${child.port}/_health`)).status).toBe(200);

      // No admin yet: setup is open for exactly one super_admin, then closed.
      const setup = (email: string, password = 'a strong opening password') =>
        fetch(`http://127.0.0.1:${child.port}/api/admin-auth/setup`, {
          method: 'POST',
          // As nginx passes it on: the client wrote the first address, our proxy added the last.
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9, 198.51.100.7' },
          body: JSON.stringify({ full_name: 'First Admin', email, password }),
        });
      const status = await fetch(`http://127.0.0.1:${child.port}/api/admin-auth/setup`);
      expect(await status.json()).toEqual({ data: { setup_open: true } });
      // A common password, or one containing the e-mail name, is refused here too.
      for (const password of ['Password1', 'qwertyuiop', 'I am First.Admin!']) {
        const guessable = await setup('first.admin@gulfhorizon.test', password);
        expect(guessable.status, password).toBe(400);
        expect(((await guessable.json()) as { error: { message: string } }).error.message).toBe(
          messages.passwords.guessable,
        );
      }
      const [first, second] = await Promise.all([setup('first@gulfhorizon.test'), setup('second@gulfhorizon.test')]);
      expect([first.status, second.status].sort()).toEqual([201, 403]);
      expect((await setup('third@gulfhorizon.test')).status).toBe(403);
    } finally {
      await child.stop();
    }
    // Only the one account made through setup above: no seeded account with a known password.
    expect(await database.count('system_settings')).toBeGreaterThan(20);
    // The sender the mail server accepts, from the environment, before anyone could sign in to set it.
    expect(
      await database.count(
        "system_settings WHERE setting_key = 'email_from_address' AND CAST(setting_value AS TEXT) LIKE '%hr.mailer@gulfhorizon.test%'",
      ),
    ).toBe(1);
    expect(await database.count('user_roles')).toBe(4);
    expect(await database.count('backoffice_admin_users')).toBe(1);
    expect(await database.count('admin_users')).toBe(0);
    expect(await database.count('job_postings')).toBe(0);
    expect(await database.count('applications')).toBe(0);
    // The audit (and every rate limit) sees the address our one trusted proxy saw.
    expect(await database.count("audit_events WHERE ip = '198.51.100.7'")).toBe(1);
    expect(await database.count("audit_events WHERE ip = '203.0.113.9'")).toBe(0);
  }, 120_000);
});
