import type { ApplicationTimelineEntry, AuditAction } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { APPLICATION } from './filters';

const STATUS_EVENT = 'api::application-status-event.application-status-event';
const OUTBOX = 'api::outbox-message.outbox-message';
const AUDIT = 'api::audit-event.audit-event';

/** The audit actions of someone opening a candidate's CV (downloaded, or viewed in the dialog). */
const CV_ACTIONS: readonly AuditAction[] = ['application.cv_downloaded', 'application.cv_viewed'];
/** Each source is capped: an application's history is short, this only bounds a pathological one. */
const PER_SOURCE = 200;

export type TimelineEntry = ApplicationTimelineEntry;

type Time = string | Date;
const iso = (value: Time) => new Date(value).toISOString();
type Admin = { full_name: string | null; email: string } | null;
const nameOf = (admin: Admin, fallback: string | null = null) => admin?.full_name || admin?.email || fallback;

type EmailRow = {
  template_key: string | null;
  subject: string;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';
  send_at: Time;
  sent_at: Time | null;
  updatedAt: Time;
  last_error: string | null;
};

function emailEntry(row: EmailRow): TimelineEntry {
  const state = row.status === 'pending' || row.status === 'sending' ? 'scheduled' : row.status;
  const at = state === 'sent' ? (row.sent_at ?? row.send_at) : state === 'scheduled' ? row.send_at : row.updatedAt;
  return {
    kind: 'email',
    at: iso(at),
    template_key: row.template_key,
    subject: row.subject,
    state,
    reason: state === 'cancelled' || state === 'failed' ? row.last_error : null,
  };
}

/**
 * One application's history, newest first: its status changes, the e-mails sent, scheduled or
 * cancelled for it, and who opened its CV. Null when the application does not exist.
 */
export async function applicationTimeline(strapi: Core.Strapi, documentId: string): Promise<TimelineEntry[] | null> {
  const exists = await strapi.db.query(APPLICATION).count({ where: { documentId } });
  if (exists === 0) return null;
  const [events, emails, views] = await Promise.all([
    strapi.db.query(STATUS_EVENT).findMany({
      where: { application: { documentId } },
      select: ['from_status', 'to_status', 'reason', 'occurred_at'],
      populate: { changed_by: { select: ['full_name', 'email'] } },
      orderBy: [{ occurred_at: 'desc' }, { id: 'desc' }],
      limit: PER_SOURCE,
    }) as Promise<
      { from_status: string | null; to_status: string; reason: string | null; occurred_at: Time; changed_by: Admin }[]
    >,
    strapi.db.query(OUTBOX).findMany({
      where: { application_id: documentId },
      select: ['template_key', 'subject', 'status', 'send_at', 'sent_at', 'updatedAt', 'last_error'],
      orderBy: [{ id: 'desc' }],
      limit: PER_SOURCE,
    }) as Promise<EmailRow[]>,
    strapi.db.query(AUDIT).findMany({
      where: { entity_type: 'application', entity_id: documentId, action: { $in: CV_ACTIONS } },
      select: ['action', 'actor_email', 'occurred_at'],
      populate: { actor: { select: ['full_name', 'email'] } },
      orderBy: [{ occurred_at: 'desc' }, { id: 'desc' }],
      limit: PER_SOURCE,
    }) as Promise<{ action: string; actor_email: string | null; occurred_at: Time; actor: Admin }[]>,
  ]);
  const entries: TimelineEntry[] = [
    ...events.map(
      (event): TimelineEntry => ({
        kind: 'status',
        at: iso(event.occurred_at),
        from: event.from_status ?? null,
        to: event.to_status,
        by: nameOf(event.changed_by),
        reason: event.reason ?? null,
      }),
    ),
    ...emails.map(emailEntry),
    ...views.map(
      (view): TimelineEntry => ({
        kind: 'cv',
        at: iso(view.occurred_at),
        action: view.action === 'application.cv_viewed' ? 'viewed' : 'downloaded',
        by: nameOf(view.actor, view.actor_email),
      }),
    ),
  ];
  // Three short, already bounded lists of one application: merged here, newest first.
  return entries.sort((a, b) => b.at.localeCompare(a.at));
}
