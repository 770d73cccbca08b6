import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../support/test-server';

type Queue = typeof import('../../src/platform/engine/queue/job-queue');
type LeaseClaim = typeof import('../../src/platform/engine/lease-claim');
type Worker = typeof import('../../src/platform/engine/worker');
type Transport = typeof import('../../src/platform/engine/email/transport');
type Outbox = typeof import('../../src/platform/engine/email/outbox');
type Env = typeof import('../../src/platform/config/env');

let server: TestServer;
let queue: Queue;

beforeAll(async () => {
  server = await useTestServer();
  queue = server.load<Queue>('platform/engine/queue/job-queue');
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(50);
  }
  return false;
}

describe('long jobs', () => {
  it('keep their lease while they run, so no other worker takes them over', async () => {
    const kind = `test.slow.${randomUUID()}`;
    let runs = 0;
    queue.registerJobHandler(kind, async () => {
      runs += 1;
      await sleep(900);
    });
    const id = await queue.enqueueJob(server.strapi, { kind });
    const running = queue.runDueJobs(server.strapi, {
      workerId: 'first',
      limit: 1,
      leaseMs: 300,
      retryBaseMs: 0,
      ids: [id],
    });
    // Well past the lease the job was claimed with.
    await sleep(600);
    const { claimDueRows, JOBS_TABLE } = server.load<LeaseClaim>('platform/engine/lease-claim');
    const stolen = await claimDueRows(server.strapi, JOBS_TABLE, {
      workerId: 'second',
      limit: 1,
      leaseMs: 300,
      ids: [id],
    });
    await running;
    expect(stolen).toHaveLength(0);
    expect(runs).toBe(1);
    expect(await server.strapi.db.connection('background_jobs').where({ id }).first()).toMatchObject({
      status: 'succeeded',
      attempts: 1,
    });
  });

  it('do not hold back an urgent e-mail such as a sign-in code', async () => {
    const kind = `test.blocking.${randomUUID()}`;
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    queue.registerJobHandler(kind, async () => {
      started = true;
      await released;
    });
    const env = server.load<Env>('platform/config/env').readEnv();
    // A worker of its own, with a transport of its own (stopping it closes that transport).
    const transport = server.load<Transport>('platform/engine/email/transport').createMailTransport(env);
    const { EngineWorker } = server.load<Worker>('platform/engine/worker');
    const worker = new EngineWorker(server.strapi, env, transport, []);
    await queue.enqueueJob(server.strapi, { kind, priority: 100 });
    worker.start();
    try {
      expect(await until(() => started, 10_000)).toBe(true);
      const to = `code.${randomUUID()}@example.com`;
      await server.load<Outbox>('platform/engine/email/outbox').enqueueRawEmail(server.strapi, {
        to,
        purpose: 'sign-in code',
        idempotencyKey: `test-urgent:${to}`,
        subject: 'Your sign-in code',
        html: '<p>123456</p>',
        text: '123456',
        urgent: true,
      });
      // Delivered while the job is still running.
      expect(await until(() => server.smtp.to(to).length > 0, 8_000)).toBe(true);
    } finally {
      release();
      await worker.stop();
    }
  });
});
