import {
  type BackgroundWork,
  type FailedJob,
  type FailedMessage,
  JOB_STATUSES,
  OUTBOX_STATUSES,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../clock';
import { isoFromDb } from '../database/db-values';

// What ops see of the engine (Settings → Advanced): counts by state, what failed and why, and a
// way to run one failed row again. Only whitelisted columns leave: never a payload or a message body.

const JOB_UID = 'api::background-job.background-job';
const OUTBOX_UID = 'api::outbox-message.outbox-message';
const FAILED_SHOWN = 50;

async function countsBy<S extends string>(
  strapi: Core.Strapi,
  uid: typeof JOB_UID | typeof OUTBOX_UID,
  states: readonly S[],
) {
  const query = strapi.db.query(uid);
  const counts = await Promise.all(states.map(async (status) => [status, await query.count({ where: { status } })]));
  return Object.fromEntries(counts) as Record<S, number>;
}

/** A message that failed before any try (no template, a missing variable) has nothing to send again. */
const canResend = (attempts: number) => attempts > 0;

export async function backgroundWork(strapi: Core.Strapi): Promise<Omit<BackgroundWork, 'rescoring'>> {
  const [jobs, outbox, failedJobs, failedMessages] = await Promise.all([
    countsBy(strapi, JOB_UID, JOB_STATUSES),
    countsBy(strapi, OUTBOX_UID, OUTBOX_STATUSES),
    strapi.db.query(JOB_UID).findMany({
      where: { status: 'failed' },
      orderBy: { id: 'desc' },
      limit: FAILED_SHOWN,
      select: ['id', 'kind', 'attempts', 'last_error', 'finished_at'],
    }),
    strapi.db.query(OUTBOX_UID).findMany({
      where: { status: 'failed' },
      orderBy: { id: 'desc' },
      limit: FAILED_SHOWN,
      select: ['id', 'purpose', 'template_key', 'recipient', 'attempts', 'last_error', 'updatedAt'],
    }),
  ]);
  return {
    jobs,
    outbox,
    failed_jobs: failedJobs.map(
      (row): FailedJob => ({
        id: Number(row.id),
        kind: String(row.kind),
        attempts: Number(row.attempts),
        last_error: row.last_error ?? '',
        finished_at: isoFromDb(row.finished_at),
      }),
    ),
    failed_messages: failedMessages.map(
      (row): FailedMessage => ({
        id: Number(row.id),
        purpose: String(row.purpose),
        template_key: row.template_key ?? null,
        recipient: String(row.recipient),
        attempts: Number(row.attempts),
        last_error: row.last_error ?? '',
        updated_at: isoFromDb(row.updatedAt),
        retryable: canResend(Number(row.attempts)),
      }),
    ),
  };
}

/**
 * Puts one failed job back in the queue with fresh tries, due now. False when it is not failed
 * (already retried by someone else, or never failed): only the failed row changes.
 */
export async function requeueFailedJob(strapi: Core.Strapi, id: number): Promise<boolean> {
  const now = currentDate();
  const { count } = await strapi.db.query(JOB_UID).updateMany({
    where: { id, status: 'failed' },
    data: {
      status: 'queued',
      attempts: 0,
      run_at: now,
      finished_at: null,
      lease_until: null,
      leased_by: null,
      updatedAt: now,
    },
  });
  return count > 0;
}

/** Puts one failed message back in the outbox with fresh tries, due now (see requeueFailedJob). */
export async function requeueFailedMessage(strapi: Core.Strapi, id: number): Promise<boolean> {
  const now = currentDate();
  const { count } = await strapi.db.query(OUTBOX_UID).updateMany({
    where: { id, status: 'failed', attempts: { $gt: 0 } },
    data: { status: 'pending', attempts: 0, send_at: now, lease_until: null, updatedAt: now },
  });
  return count > 0;
}
