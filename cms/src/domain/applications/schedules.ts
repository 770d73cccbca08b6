import type { Core } from '@strapi/strapi';
import { currentDate } from '../../platform/clock';
import type { Selected } from '../../platform/database/rows';
import type { Schedule } from '../../platform/engine';
import { readSettings } from '../settings/read-settings';
import { archiveApplications, followUpKey, queueAutomaticRejection, queueFollowUp, systemActor } from './changes';
import { findApplicationsForEmail } from './email-variables';

const DAY = 24 * 60 * 60 * 1000;
const BATCH = 200;
const APPLICATION = 'api::application.application';
const OUTBOX = 'api::outbox-message.outbox-message';
const STATUS_EVENT = 'api::application-status-event.application-status-event';

/** A move to "rejected" and the application it belongs to. */
type RejectionEvent = Selected<typeof STATUS_EVENT, 'occurred_at'> & {
  application: Selected<typeof APPLICATION, 'documentId'> | null;
};

// Each schedule asks "what is due by now?" rather than "what became due in the last minute?", so a
// run after downtime catches up, and its effects carry keys, so a second instance repeats nothing.

/**
 * Archives applications older than application_auto_archive_days, through the changes module: each
 * gets its audit line, in batches of one transaction each, until none is left.
 */
export async function autoArchiveApplications(strapi: Core.Strapi, now = currentDate()): Promise<number> {
  const { application_auto_archive_days: days } = await readSettings(strapi, ['application_auto_archive_days']);
  const cutoff = new Date(now.getTime() - days * DAY);
  let archived = 0;
  for (;;) {
    const due: Selected<typeof APPLICATION, 'documentId'>[] = await strapi.db.query(APPLICATION).findMany({
      where: { is_archived: false, createdAt: { $lte: cutoff } },
      select: ['documentId'],
      orderBy: { id: 'asc' },
      limit: BATCH,
    });
    if (due.length === 0) break;
    const outcomes = await archiveApplications(strapi, {
      ids: due.map((application) => application.documentId),
      by: systemActor('auto-archive'),
      now,
    });
    const changed = outcomes.filter((outcome) => outcome.changed).length;
    archived += changed;
    // Archived meanwhile by someone else: what is left is no longer this run's.
    if (changed === 0) break;
  }
  if (archived > 0) strapi.log.info(`[schedule] auto-archived ${archived} applications older than ${days} days`);
  return archived;
}

/** Keys of messages that exist, to skip work already done (or cancelled on purpose). */
async function existingKeys(strapi: Core.Strapi, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows: Selected<typeof OUTBOX, 'idempotency_key'>[] = await strapi.db
    .query(OUTBOX)
    .findMany({ where: { idempotency_key: { $in: keys } }, select: ['idempotency_key'] });
  return new Set(rows.map((row) => row.idempotency_key));
}

/** A follow-up to candidates still waiting after email_followup_days, once each. */
export async function sendFollowUps(strapi: Core.Strapi, now = currentDate()): Promise<number> {
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
    due.map((application) => followUpKey(application.documentId)),
  );
  let queued = 0;
  for (const application of due.filter((candidate) => !done.has(followUpKey(candidate.documentId))).slice(0, BATCH)) {
    if (await queueFollowUp(strapi, application, settings.email_followup_days)) queued += 1;
  }
  if (queued > 0) strapi.log.info(`[schedule] queued ${queued} follow-up e-mails`);
  return queued;
}

/**
 * The automatic rejection e-mail: a rejected application whose rejection is older than the delay and
 * that has no rejection e-mail since then (a recruiter's scheduled one counts) gets one.
 */
export async function sendAutomaticRejections(strapi: Core.Strapi, now = currentDate()): Promise<number> {
  const settings = await readSettings(strapi, [
    'email_notifications_enabled',
    'email_auto_rejection_enabled',
    'email_rejection_delay_days',
  ]);
  if (!settings.email_notifications_enabled || !settings.email_auto_rejection_enabled) return 0;
  const rejected = await findApplicationsForEmail(strapi, { status: 'rejected' }, 5000);
  if (rejected.length === 0) return 0;
  const ids = rejected.map((application) => application.documentId);
  const events: RejectionEvent[] = await strapi.db.query(STATUS_EVENT).findMany({
    where: { to_status: 'rejected', application: { documentId: { $in: ids } } },
    select: ['occurred_at'],
    populate: { application: { select: ['documentId'] } },
    orderBy: { occurred_at: 'desc' },
  });
  const rejectedAt = new Map<string, Date>();
  for (const event of events) {
    const id = event.application?.documentId;
    if (id && !rejectedAt.has(id)) rejectedAt.set(id, new Date(event.occurred_at));
  }
  const messages: Selected<typeof OUTBOX, 'application_id' | 'createdAt'>[] = await strapi.db.query(OUTBOX).findMany({
    where: { application_id: { $in: ids }, template_key: 'rejection', status: { $ne: 'cancelled' } },
    select: ['application_id', 'createdAt'],
  });
  const lastRejectionEmail = new Map<string, number>();
  for (const message of messages) {
    // The query asked for these applications' messages only.
    if (message.application_id === null) continue;
    const time = new Date(message.createdAt).getTime();
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
    if (await queueAutomaticRejection(strapi, application, since, now)) queued += 1;
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
