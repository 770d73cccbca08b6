import { type BackgroundJobStatus, JOB_STATUSES, MAX_JOB_ATTEMPTS } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { now as clockNow, currentDate } from '../../clock';
import { fromDbJson } from '../../database/db-values';
import { afterCommit } from '../after-commit';
import { errorText, retryDelayMs } from '../backoff';
import { claimDueRows, JOBS_TABLE } from '../lease-claim';

export interface JobInput {
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  priority?: number;
  maxAttempts?: number;
  /** One job per key: enqueueing the same key again returns the existing job. */
  idempotencyKey?: string;
  /** Jobs that belong together (one bulk run), counted by status as its progress. */
  groupKey?: string;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/** Thrown by a handler that cannot run yet (e.g. another build is running): it runs again later, and the try does not count. */
export class DeferJob extends Error {
  constructor(readonly delayMs: number) {
    super(`deferred by ${delayMs} ms`);
  }
}

/**
 * Thrown by a handler whose job can never succeed by trying again (its input is wrong, or a reply
 * that does not fit was already retried): the job fails at once, visibly, without further tries.
 */
export class PermanentJobFailure extends Error {}

export type JobHandler = (job: ClaimedJob, strapi: Core.Strapi) => Promise<void>;

const JOB_UID = 'api::background-job.background-job';
const handlers = new Map<string, JobHandler>();

type WakeAt = (due: Date) => void;
let wakeWorkerAt: WakeAt = () => {};

/** The running worker registers how to be woken for a job that comes due before its next tick. */
export function setJobWake(wake: WakeAt): void {
  wakeWorkerAt = wake;
}

/** Features register what a kind of job does; a job of an unknown kind fails visibly. */
export function registerJobHandler(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}

/** Adds a job in the caller's transaction, if any. Returns the job's id. */
export async function enqueueJob(strapi: Core.Strapi, input: JobInput): Promise<number> {
  const jobs = strapi.db.query(JOB_UID);
  const id = await strapi.db.transaction(async () => {
    if (input.idempotencyKey) {
      const existing = await jobs.findOne({ where: { idempotency_key: input.idempotencyKey }, select: ['id'] });
      if (existing) return Number(existing.id);
    }
    const now = currentDate();
    const row = await jobs.create({
      data: {
        kind: input.kind,
        payload: input.payload ?? {},
        run_at: input.runAt ?? now,
        priority: input.priority ?? 0,
        attempts: 0,
        max_attempts: input.maxAttempts ?? MAX_JOB_ATTEMPTS,
        status: 'queued',
        idempotency_key: input.idempotencyKey ?? null,
        group_key: input.groupKey ?? null,
        // As the document service would stamp it (no draft and publish).
        publishedAt: now,
      },
      select: ['id'],
    });
    return Number(row.id);
  });
  const due = input.runAt ?? currentDate();
  afterCommit(strapi, () => wakeWorkerAt(due));
  return id;
}

async function finish(strapi: Core.Strapi, job: ClaimedJob, error: unknown, retryBaseMs: number): Promise<void> {
  const now = currentDate();
  const update: Record<string, unknown> = { lease_until: null, leased_by: null, updatedAt: now };
  if (error === undefined) {
    Object.assign(update, { status: 'succeeded', finished_at: now, last_error: null });
  } else if (error instanceof DeferJob) {
    Object.assign(update, {
      status: 'queued',
      run_at: new Date(now.getTime() + error.delayMs),
      attempts: job.attempts - 1,
    });
  } else if (job.attempts >= job.maxAttempts || error instanceof PermanentJobFailure) {
    Object.assign(update, { status: 'failed', finished_at: now, last_error: errorText(error) });
  } else {
    const runAt = new Date(now.getTime() + retryDelayMs(job.attempts, retryBaseMs));
    Object.assign(update, { status: 'queued', run_at: runAt, last_error: errorText(error) });
  }
  // Only the holder of the lease may settle the job: a worker whose lease expired lost it.
  await strapi.db.query(JOB_UID).updateMany({ where: { id: job.id, status: 'running' }, data: update });
  // A deferred job (another build running) runs again as soon as it may, not a tick later.
  if (error instanceof DeferJob) wakeWorkerAt(update.run_at as Date);
}

/** Extends this worker's lease on a running job; false when the job is no longer its own. */
async function renewLease(
  strapi: Core.Strapi,
  jobId: number,
  options: { workerId: string; leaseMs: number },
): Promise<boolean> {
  const { count } = await strapi.db.query(JOB_UID).updateMany({
    where: { id: jobId, status: 'running', leased_by: options.workerId },
    data: { lease_until: new Date(clockNow() + options.leaseMs) },
  });
  return count > 0;
}

/** Claims due jobs for this worker and runs them one by one. Returns how many ran. */
export async function runDueJobs(
  strapi: Core.Strapi,
  options: { workerId: string; limit: number; leaseMs: number; retryBaseMs: number; ids?: number[] },
): Promise<number> {
  const rows = await claimDueRows(strapi, JOBS_TABLE, options);
  for (const row of rows) {
    const job: ClaimedJob = {
      id: Number(row.id),
      kind: String(row.kind),
      payload: fromDbJson<Record<string, unknown>>(row.payload) ?? {},
      attempts: Number(row.attempts),
      maxAttempts: Number(row.max_attempts),
    };
    // A batch can outlast the lease it was claimed with: renew it before each job, and skip a job
    // another worker has taken over meanwhile.
    if (!(await renewLease(strapi, job.id, options))) continue;
    // A renewal that fails (the database going away at shutdown) must not crash the process.
    const heartbeat = setInterval(
      () => renewLease(strapi, job.id, options).catch(() => undefined),
      Math.max(100, options.leaseMs / 3),
    );
    const handler = handlers.get(job.kind);
    let failure: unknown;
    try {
      if (!handler) throw new Error(`No handler registered for job kind "${job.kind}"`);
      await handler(job, strapi);
    } catch (error) {
      failure = error ?? new Error('job failed');
      if (!(failure instanceof DeferJob)) {
        strapi.log.warn(`[queue] job ${job.id} (${job.kind}) attempt ${job.attempts} failed: ${errorText(failure)}`);
      }
    } finally {
      clearInterval(heartbeat);
    }
    await finish(strapi, job, failure, options.retryBaseMs);
  }
  return rows.length;
}

export interface JobGroupState {
  counts: Record<BackgroundJobStatus, number>;
  failures: { payload: Record<string, unknown>; lastError: string }[];
}

/** How the jobs of one group stand: counts per status and the failed jobs' errors. */
export async function jobGroupState(strapi: Core.Strapi, groupKey: string): Promise<JobGroupState> {
  const jobs = strapi.db.query(JOB_UID);
  const counts = Object.fromEntries(
    await Promise.all(
      JOB_STATUSES.map(async (status) => [status, await jobs.count({ where: { group_key: groupKey, status } })]),
    ),
  ) as Record<BackgroundJobStatus, number>;
  const failed = await jobs.findMany({
    where: { group_key: groupKey, status: 'failed' },
    orderBy: { id: 'asc' },
    select: ['payload', 'last_error'],
  });
  return {
    counts,
    failures: failed.map((row) => ({
      payload: (row.payload as Record<string, unknown> | null) ?? {},
      lastError: row.last_error ?? '',
    })),
  };
}
