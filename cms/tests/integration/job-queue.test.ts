import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { testClock } from '../support/test-clock';
import { testServer } from '../support/test-server';

type Queue = typeof import('../../src/platform/engine/queue/job-queue');
type LeaseClaim = typeof import('../../src/platform/engine/lease-claim');

const server = await testServer();
const queue = server.load<Queue>('platform/engine/queue/job-queue');
const lease = server.load<LeaseClaim>('platform/engine/lease-claim');
const clock = testClock(server);

afterEach(() => clock.reset());

const runOptions = { workerId: 'test-worker', limit: 50, leaseMs: 60_000, retryBaseMs: 0 };
/**
 * A test's own jobs only: the worker's database holds other files' jobs too, due and older, and a
 * claim of the oldest 50 could leave this test's job out (or run theirs).
 */
const only = (...ids: number[]) => ({ ...runOptions, ids });

async function job(id: number) {
  return server.strapi.db.connection('background_jobs').where({ id }).first();
}

/** A handler that fails its first `failures` runs, counting runs per job. */
function flakyKind(failures: number): { kind: string; runs: Map<number, number> } {
  const kind = `test.flaky.${randomUUID()}`;
  const runs = new Map<number, number>();
  queue.registerJobHandler(kind, async ({ id }) => {
    const count = (runs.get(id) ?? 0) + 1;
    runs.set(id, count);
    if (count <= failures) throw new Error(`failure ${count}`);
  });
  return { kind, runs };
}

describe('the job queue', () => {
  it('runs a job once and records success', async () => {
    const { kind, runs } = flakyKind(0);
    const id = await queue.enqueueJob(server.strapi, { kind, payload: { applicationId: 'x' } });
    await queue.runDueJobs(server.strapi, only(id));
    await queue.runDueJobs(server.strapi, only(id));
    expect(runs.get(id)).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'succeeded', attempts: 1, last_error: null });
  });

  it('retries a failing job with backoff, then succeeds', async () => {
    const { kind, runs } = flakyKind(2);
    const id = await queue.enqueueJob(server.strapi, { kind });
    await queue.runDueJobs(server.strapi, only(id));
    expect(await job(id)).toMatchObject({ status: 'queued', attempts: 1, last_error: 'failure 1' });
    await queue.runDueJobs(server.strapi, only(id));
    await queue.runDueJobs(server.strapi, only(id));
    expect(runs.get(id)).toBe(3);
    expect(await job(id)).toMatchObject({ status: 'succeeded', attempts: 3 });
  });

  it('waits the backoff before a retry', async () => {
    const { kind, runs } = flakyKind(1);
    const id = await queue.enqueueJob(server.strapi, { kind });
    await queue.runDueJobs(server.strapi, { ...only(id), retryBaseMs: 60_000 });
    await queue.runDueJobs(server.strapi, { ...only(id), retryBaseMs: 60_000 });
    expect(runs.get(id)).toBe(1);
    expect((await job(id)).status).toBe('queued');
  });

  it('ends in a visible failed state after five failures', async () => {
    const { kind, runs } = flakyKind(100);
    const id = await queue.enqueueJob(server.strapi, { kind });
    for (let round = 0; round < 7; round += 1) await queue.runDueJobs(server.strapi, only(id));
    expect(runs.get(id)).toBe(5);
    expect(await job(id)).toMatchObject({ status: 'failed', attempts: 5, last_error: 'failure 5' });
  });

  it('fails a job of a kind nobody handles, visibly', async () => {
    const id = await queue.enqueueJob(server.strapi, { kind: 'nobody.handles.this', maxAttempts: 1 });
    await queue.runDueJobs(server.strapi, only(id));
    expect(await job(id)).toMatchObject({
      status: 'failed',
      last_error: 'No handler registered for job kind "nobody.handles.this"',
    });
  });

  it('claims again a job whose worker died holding it', async () => {
    const { kind, runs } = flakyKind(0);
    const id = await queue.enqueueJob(server.strapi, { kind });
    const [claimed] = await lease.claimDueRows(server.strapi, lease.JOBS_TABLE, {
      workerId: 'dead',
      limit: 1,
      leaseMs: 1,
      ids: [id],
    });
    expect(claimed).toMatchObject({ status: 'running', leased_by: 'dead' });
    // Its lease runs out by the system's clock: no waiting for it.
    clock.advance(20);
    await queue.runDueJobs(server.strapi, only(id));
    expect(runs.get(id)).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('keeps one job per idempotency key, also inside a transaction', async () => {
    const { kind } = flakyKind(0);
    const idempotencyKey = `score:${randomUUID()}`;
    const first = await queue.enqueueJob(server.strapi, { kind, idempotencyKey });
    const second = await server.strapi.db.transaction(() => queue.enqueueJob(server.strapi, { kind, idempotencyKey }));
    expect(second).toBe(first);
    const [count] = await server.strapi.db
      .connection('background_jobs')
      .where({ idempotency_key: idempotencyKey })
      .count({ n: '*' });
    expect(Number(count?.n)).toBe(1);
  });

  it('runs higher priority and earlier jobs first, and future jobs not yet', async () => {
    const order: string[] = [];
    const kind = `test.order.${randomUUID()}`;
    queue.registerJobHandler(kind, async ({ payload }) => {
      order.push(String(payload.name));
    });
    const ids = [
      await queue.enqueueJob(server.strapi, { kind, payload: { name: 'low' }, priority: 0 }),
      await queue.enqueueJob(server.strapi, { kind, payload: { name: 'high' }, priority: 10 }),
      await queue.enqueueJob(server.strapi, { kind, payload: { name: 'later' }, runAt: new Date(Date.now() + 60_000) }),
    ];
    await queue.runDueJobs(server.strapi, only(...ids));
    expect(order).toEqual(['high', 'low']);
  });
});
