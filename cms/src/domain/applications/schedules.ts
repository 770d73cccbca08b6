import type { Core } from '@strapi/strapi';
import { dialectOf, toDbTime } from '../../platform/database/db-values';
import { enqueueTemplatedEmail, type Schedule } from '../../platform/engine';
import { readSettings } from '../settings/read-settings';
import { applicationVariables, findApplicationsForEmail } from './email-variables';

const DAY = 24 * 60 * 60 * 1000;
const BATCH = 200;

// Each schedule asks "what is due by now?" rather than "what became due in the last minute?", so a
// run after downtime catches up, and its effects carry keys, so a second instance repeats nothing.

/** Archives applications older than application_auto_archive_days. */
export async function autoArchiveApplications(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const { application_auto_archive_days: days } = await readSettings(strapi, ['application_auto_archive_days']);
  const dialect = dialectOf(strapi);
  const cutoff = toDbTime(dialect, new Date(now.getTime() - days * DAY));
  const archived = await strapi.db
    .connection('applications')
    .where({ is_archived: false })
    .andWhere('created_at', '<=', cutoff)
    .update({ is_archived: true, archived_at: toDbTime(dialect, now), updated_at: toDbTime(dialect, now) });
  if (archived > 0) strapi.log.info(`[schedule] auto-archived ${archived} applications older than ${days} days`);
  return archived;
}

/** Keys of messages that exist, to skip work already done (or cancelled on purpose). */
async function existingKeys(strapi: Core.Strapi, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await strapi.db.connection('email_outbox').whereIn('idempotency_key', keys).select('idempotency_key');
  return new Set(rows.map((row: { idempotency_key: string }) => row.idempotency_key));
}

/** A follow-up to candidates still waiting after email_followup_days, once each. */
export async function sendFollowUps(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const settings = await readSettings(strapi, [
    'email_notifications_enabled',
    'email_auto_followup_enabled',
    'email_followup_days',
  ]);
  if (!settings.email_notifications_enabled || !settings.email_auto_followup_enabled) return 0;
  const due = await findApplicationsForEmail(
    strapi,
    {
      status: { $in: ['pending', 'new', 'reviewed'] },
      is_archived: false,
      createdAt: { $lte: new Date(now.getTime() - settings.email_followup_days * DAY) },
    },
    5000,
  );
  const done = await existingKeys(
    strapi,
    due.map((application) => `followup:${application.documentId}`),
  );
  let queued = 0;
  for (const application of due.filter((candidate) => !done.has(`followup:${candidate.documentId}`)).slice(0, BATCH)) {
    const result = await enqueueTemplatedEmail(strapi, {
      templateKey: 'application_followup',
      trigger: 'application_followup',
      to: application.email,
      purpose: 'application_followup',
      applicationId: application.documentId,
      idempotencyKey: `followup:${application.documentId}`,
      variables: { ...applicationVariables(application), followup_days: String(settings.email_followup_days) },
    });
    if (result.status === 'pending' && !result.duplicate) queued += 1;
  }
  if (queued > 0) strapi.log.info(`[schedule] queued ${queued} follow-up e-mails`);
  return queued;
}

/**
 * The automatic rejection e-mail: a rejected application whose rejection is older than the delay and
 * that has no rejection e-mail since then (a recruiter's scheduled one counts) gets one.
 */
export async function sendAutomaticRejections(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const settings = await readSettings(strapi, [
    'email_notifications_enabled',
    'email_auto_rejection_enabled',
    'email_rejection_delay_days',
  ]);
  if (!settings.email_notifications_enabled || !settings.email_auto_rejection_enabled) return 0;
  const rejected = await findApplicationsForEmail(strapi, { status: 'rejected' }, 5000);
  if (rejected.length === 0) return 0;
  const ids = rejected.map((application) => application.documentId);
  const events = await strapi.db.query('api::application-status-event.application-status-event').findMany({
    where: { to_status: 'rejected', application: { documentId: { $in: ids } } },
    select: ['occurred_at'],
    populate: { application: { select: ['documentId'] } },
    orderBy: { occurred_at: 'desc' },
  });
  const rejectedAt = new Map<string, Date>();
  for (const event of events) {
    const id = event.application?.documentId as string | undefined;
    if (id && !rejectedAt.has(id)) rejectedAt.set(id, new Date(event.occurred_at));
  }
  const messages = await strapi.db
    .connection('email_outbox')
    .whereIn('application_id', ids)
    .andWhere({ template_key: 'rejection' })
    .whereNot({ status: 'cancelled' })
    .select('application_id', 'created_at');
  const lastRejectionEmail = new Map<string, number>();
  for (const message of messages as { application_id: string; created_at: number | Date }[]) {
    const time = new Date(message.created_at).getTime();
    lastRejectionEmail.set(message.application_id, Math.max(time, lastRejectionEmail.get(message.application_id) ?? 0));
  }
  const cutoff = now.getTime() - settings.email_rejection_delay_days * DAY;
  let queued = 0;
  for (const application of rejected) {
    if (queued >= BATCH) break;
    // Without a recorded transition, the last change of the row stands in for it.
    const since =
      rejectedAt.get(application.documentId) ?? new Date(String(application.updatedAt ?? application.createdAt));
    if (since.getTime() > cutoff) continue;
    if ((lastRejectionEmail.get(application.documentId) ?? 0) >= since.getTime()) continue;
    const result = await enqueueTemplatedEmail(strapi, {
      templateKey: 'rejection',
      trigger: 'automatic_rejection',
      to: application.email,
      purpose: 'rejection',
      applicationId: application.documentId,
      idempotencyKey: `rejection:${application.documentId}:${since.getTime()}`,
      variables: applicationVariables(application),
    });
    if (result.status === 'pending' && !result.duplicate) queued += 1;
  }
  if (queued > 0) strapi.log.info(`[schedule] queued ${queued} automatic rejection e-mails`);
  return queued;
}

export const APPLICATION_SCHEDULES: Schedule[] = [
  {
    name: 'auto-archive-applications',
    cron: '0 */10 * * * *',
    run: (strapi) => autoArchiveApplications(strapi).then(() => undefined),
  },
  { name: 'follow-up-emails', cron: '0 */5 * * * *', run: (strapi) => sendFollowUps(strapi).then(() => undefined) },
  {
    name: 'automatic-rejection-emails',
    cron: '30 * * * * *',
    run: (strapi) => sendAutomaticRejections(strapi).then(() => undefined),
  },
];
