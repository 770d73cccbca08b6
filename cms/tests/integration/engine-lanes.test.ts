import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testClock } from '../support/test-clock';
import { testServer } from '../support/test-server';

type Queue = typeof import('../../src/platform/engine/queue/job-queue');
type LeaseClaim = typeof import('../../src/platform/engine/lease-claim');
type Worker = typeof import('../../src/platform/engine/worker');
type Transport = typeof import('../../src/platform/engine/email/transport');
type Outbox = typeof import('../../src/platform/engine/email/outbox');
type Env = typeof import('../../src/platform/config/env');
type DbValues = typeof import('../../src/platform/database/db-values');

const server = await testServer();
const queue = server.load<Queue>('platform/engine/queue/job-queue');
const clock = testClock(server);

afterEach(() => {
  clock.reset();
});

/** Waits for a state the system reaches by itself (polling, no fixed sleep). */
const reached = (check: () => boolean | Promise<boolean>, timeout: number) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('not yet');
    },
    { timeout, interval: 20 },
  );

/** A job handler that runs until the test lets it finish. */
function heldJob(kind: string): { started: () => boolean; runs: () => number; finish: () => void } {
  let runs = 0;
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  queue.registerJobHandler(kind, async () => {
    runs += 1;
    await finished;
  });
  return { started: () => runs > 0, runs: () => runs, finish: () => finish() };
}

/**
 * Runs `work` with every other queued job put off for a day, then puts them back. The test server
 * runs no worker, so the files before this one leave their jobs queued (site builds of the postings
 * they saved, scores of the applications they made): a worker started here would drain those first
 * and a timed job would wait behind a site build.
 */
async function withOtherJobsParked<T>(kind: string, work: () => Promise<T>): Promise<T> {
  const jobs = () => server.strapi.db.connection('background_jobs');
  const parked = (await jobs().where({ status: 'queued' }).whereNot({ kind }).select('id', 'run_at')) as {
    id: number;
    run_at: unknown;
  }[];
  const { dialectOf, toDbTime } = server.load<DbValues>('platform/database/db-values');
  const tomorrow = toDbTime(dialectOf(server.strapi), new Date(Date.now() + 86_400_000));
  await jobs()
    .whereIn(
      'id',
      parked.map((row) => row.id),
    )
    .update({ run_at: tomorrow });
  try {
    return await work();
  } finally {
    for (const row of parked) await jobs().where({ id: row.id }).update({ run_at: row.run_at });
  }
}

describe('long jobs', () => {
  it('keep their lease while they run, so no other worker takes them over', async () => {
    const kind = `test.slow.${randomUUID()}`;
    const job = heldJob(kind);
    const id = await queue.enqueueJob(server.strapi, { kind });
    const leaseMs = 3_000;
    const running = queue.runDueJobs(server.strapi, {
      workerId: 'first',
      limit: 1,
      leaseMs,
      retryBaseMs: 0,
      ids: [id],
    });
    try {
      await reached(job.started, 10_000);
      // An hour on: the lease the job was claimed with ran out long ago...
      clock.advance(60 * 60 * 1000);
      const { fromDbTime } = server.load<DbValues>('platform/database/db-values');
      const leaseUntil = async () =>
        fromDbTime(
          (await server.strapi.db.connection('background_jobs').where({ id }).first()).lease_until,
        )?.getTime() ?? 0;
      // ...but the running worker renews it, on the same clock.
      await reached(async () => (await leaseUntil()) > clock.now(), 10_000);
      const { claimDueRows, JOBS_TABLE } = server.load<LeaseClaim>('platform/engine/lease-claim');
      const stolen = await claimDueRows(server.strapi, JOBS_TABLE, {
        workerId: 'second',
        limit: 1,
        leaseMs,
        ids: [id],
      });
      expect(stolen).toHaveLength(0);
    } finally {
      job.finish();
      await running;
    }
    expect(job.runs()).toBe(1);
    expect(await server.strapi.db.connection('background_jobs').where({ id }).first()).toMatchObject({
      status: 'succeeded',
      attempts: 1,
    });
  });

  it('run when they come due, and again when their deferral ends, not at the next tick', async () => {
    const kind = `test.due-soon.${randomUUID()}`;
    const ran: number[] = [];
    // Deferred once (as a build behind another build is), then done.
    queue.registerJobHandler(kind, async () => {
      ran.push(Date.now());
      if (ran.length === 1) throw new queue.DeferJob(300);
    });
    const env = server.load<Env>('platform/config/env').readEnv();
    const transport = server.load<Transport>('platform/engine/email/transport').createMailTransport(env);
    const { EngineWorker } = server.load<Worker>('platform/engine/worker');
    // A tick far apart: only the wake at the due time can run the job within the test's wait.
    const worker = new EngineWorker(
      server.strapi,
      { ...env, engine: { ...env.engine, tickSeconds: 30 } },
      transport,
      [],
    );
    await withOtherJobsParked(kind, async () => {
      worker.start();
      try {
        const asked = Date.now();
        await queue.enqueueJob(server.strapi, { kind, runAt: new Date(asked + 300) });
        await reached(() => ran.length === 2, 5_000);
        expect(ran[0]).toBeGreaterThanOrEqual(asked + 300);
        expect((ran[1] ?? 0) - (ran[0] ?? 0)).toBeGreaterThanOrEqual(300);
        // Both well before a tick would have come (30 s).
        expect((ran[1] ?? 0) - asked).toBeLessThan(3_000);
      } finally {
        await worker.stop();
      }
    });
  });

  it('do not hold back an urgent e-mail such as a sign-in code', async () => {
    const kind = `test.blocking.${randomUUID()}`;
    const job = heldJob(kind);
    const env = server.load<Env>('platform/config/env').readEnv();
    // A worker of its own, with a transport of its own (stopping it closes that transport).
    const transport = server.load<Transport>('platform/engine/email/transport').createMailTransport(env);
    const { EngineWorker } = server.load<Worker>('platform/engine/worker');
    const worker = new EngineWorker(server.strapi, env, transport, []);
    await queue.enqueueJob(server.strapi, { kind, priority: 100 });
    worker.start();
    try {
      await reached(job.started, 10_000);
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
      await reached(() => server.smtp.to(to).length > 0, 8_000);
    } finally {
      job.finish();
      await worker.stop();
    }
  });
});
