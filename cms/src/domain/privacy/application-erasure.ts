import { type ErasureRule, messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { lockUntilCommit } from '../../platform/database/locks';
import type { Selected } from '../../platform/database/rows';
import { callOffOpenInterview } from '../applications/changes';
import { systemActor } from '../auth/actor';
import { eraseScorecardsOf } from '../scorecards/scorecard-erasure';
import { type ErasureRecordInput, recordErasures } from './erasure-records';

const APPLICATION = 'api::application.application';
const OUTBOX = 'api::outbox-message.outbox-message';
const INTERVIEW = 'api::interview-schedule.interview-schedule';
const LINK = 'api::candidate-link.candidate-link';

/** Where an erased e-mail's recipient pointed: a reserved domain that never delivers (RFC 2606). */
export const ERASED_RECIPIENT = 'erased@erased.invalid';

/**
 * An application's personal data as erasure leaves it. What stays is what the figures need and holds
 * nothing about the person: the status, its dates and history, the posting, the scores as numbers,
 * the reference, and the record of consent (the lawful basis of what was done before).
 */
const ERASED_APPLICATION = {
  full_name: messages.privacy.erasedCandidate,
  email: '',
  phone: '',
  nationality: null,
  years_of_experience: null,
  years_related_experience: null,
  cv_url: null,
  supporting_documents_url: null,
  screening_answers: null,
  cv_parsed_data: null,
  ai_summary: null,
  ai_insights: null,
  ai_score_breakdown: null,
  ai_scoring_error: null,
  interview_feedback: null,
  previous_application_ids: null,
  // Its e-mails are cancelled: no rejection e-mail waits for an erased candidate.
  rejection_email_scheduled: null,
} as const;
const ERASED_FIELDS = Object.keys(ERASED_APPLICATION);

/** An e-mail about an erased application: its words and recipient go, the fact that it was sent stays. */
const REDACTED_EMAIL = {
  recipient: ERASED_RECIPIENT,
  subject: '[erased]',
  html_body: '',
  text_body: '',
  attachments: null,
  redact_values: null,
  last_error: null,
} as const;

type ErasedApplication = Selected<
  typeof APPLICATION,
  'documentId' | 'reference_id' | 'email' | 'cv_url' | 'supporting_documents_url'
>;

/** The conditions under which an application may be erased now: not erased yet, not on legal hold. */
const ERASABLE = { erased_at: null, legal_hold_since: null } as const;

/**
 * Erases these applications (internal ids) in one short transaction: their personal fields, the
 * e-mails about them (pending ones are cancelled), their interview notes, and one erasure record each
 * that lists the files to delete once committed. Skips any erased meanwhile or placed on legal hold:
 * the rows are read under the erasure lock, which placing a hold takes too, and every later step works
 * only on the rows the guarded update really erased. Returns the erased applications' document ids.
 */
export async function eraseApplications(
  strapi: Core.Strapi,
  input: { ids: readonly number[]; rule: ErasureRule; now: Date; decidedBefore?: Date },
): Promise<string[]> {
  if (input.ids.length === 0) return [];
  return strapi.db.transaction(async () => {
    await lockUntilCommit(strapi, 'erasure');
    const candidates: ErasedApplication[] = await strapi.db.query(APPLICATION).findMany({
      where: { id: { $in: [...input.ids] }, ...ERASABLE },
      select: ['id', 'documentId', 'reference_id', 'email', 'cv_url', 'supporting_documents_url'],
      orderBy: { id: 'asc' },
    });
    if (candidates.length === 0) return [];
    await strapi.db.query(APPLICATION).updateMany({
      where: { id: { $in: candidates.map((row) => row.id) }, ...ERASABLE },
      data: { ...ERASED_APPLICATION, legal_hold_reason: null, erased_at: input.now },
    });
    // A hold that won the row keeps it whole: its files, e-mails, scorecards and links stay too.
    const rows = await erasedJustNow(strapi, candidates);
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const documentIds = rows.map((row) => row.documentId);
    // Out of the active lists too: there is no one left to review.
    await strapi.db.query(APPLICATION).updateMany({
      where: { id: { $in: ids }, is_archived: false },
      data: { is_archived: true, archived_at: input.now },
    });
    const emailsPerApplication = await redactEmails(strapi, documentIds);
    await clearInterviewNotes(strapi, ids);
    await callOffInterviews(strapi, ids, input.now);
    await eraseScorecardsOf(strapi, ids);
    await forgetLinksOfErasedAddresses(
      strapi,
      rows.map((row) => row.email),
    );
    await recordErasures(
      strapi,
      rows.map((row): ErasureRecordInput => {
        const files = [row.cv_url, row.supporting_documents_url].filter((key): key is string => Boolean(key));
        return {
          rule: input.rule,
          subjectType: 'application',
          subjectId: row.documentId,
          subjectReference: row.reference_id,
          erasedFields: ERASED_FIELDS,
          filesDeleted: files.length,
          emailsRedacted: emailsPerApplication.get(row.documentId) ?? 0,
          decidedBefore: input.decidedBefore,
          erasedAt: input.now,
          pendingFiles: files,
        };
      }),
    );
    return documentIds;
  });
}

/**
 * Of the rows read before the guarded update, those it erased: erased now, as no one else erases
 * while the erasure lock is held (SQLite's single writer serialises the same way).
 */
async function erasedJustNow(strapi: Core.Strapi, candidates: ErasedApplication[]): Promise<ErasedApplication[]> {
  const erased: { id: number }[] = await strapi.db.query(APPLICATION).findMany({
    where: { id: { $in: candidates.map((row) => row.id) }, erased_at: { $notNull: true } },
    select: ['id'],
  });
  const ids = new Set(erased.map((row) => row.id));
  return candidates.filter((row) => ids.has(row.id));
}

/** Redacts every e-mail about these applications and cancels those not sent yet. Counts per application. */
async function redactEmails(strapi: Core.Strapi, documentIds: string[]): Promise<Map<string, number>> {
  const outbox = strapi.db.query(OUTBOX);
  const emails: Selected<typeof OUTBOX, 'application_id' | 'status'>[] = await outbox.findMany({
    where: { application_id: { $in: documentIds } },
    select: ['id', 'application_id', 'status'],
  });
  const counts = new Map<string, number>();
  for (const email of emails) {
    if (email.application_id) counts.set(email.application_id, (counts.get(email.application_id) ?? 0) + 1);
  }
  const waiting = emails.filter((email) => email.status === 'pending' || email.status === 'failed');
  if (waiting.length > 0) {
    await outbox.updateMany({
      where: { id: { $in: waiting.map((email) => email.id) }, status: { $in: ['pending', 'failed'] } },
      data: { status: 'cancelled' },
    });
  }
  if (emails.length > 0) {
    await outbox.updateMany({ where: { id: { $in: emails.map((email) => email.id) } }, data: REDACTED_EMAIL });
  }
  return counts;
}

/**
 * A candidate's private links keep their address: once no application of that address holds data
 * any more, its links go too.
 */
async function forgetLinksOfErasedAddresses(strapi: Core.Strapi, emails: readonly string[]): Promise<void> {
  const addresses = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  if (addresses.length === 0) return;
  const remaining: Selected<typeof APPLICATION, 'email'>[] = await strapi.db.query(APPLICATION).findMany({
    // Addresses are stored lower-cased (the apply form's schema): an exact match uses the email index.
    where: { email: { $in: addresses }, erased_at: null },
    select: ['id', 'email'],
  });
  const kept = new Set(remaining.map((row) => row.email.trim().toLowerCase()));
  const gone = addresses.filter((email) => !kept.has(email));
  if (gone.length > 0) await strapi.db.query(LINK).deleteMany({ where: { email: { $in: gone } } });
}

/**
 * An interview still scheduled has no candidate any more: it is called off as Cancel Interview does,
 * the interviewers told (the candidate's address is gone), so no agenda or calendar keeps it.
 */
async function callOffInterviews(strapi: Core.Strapi, applicationIds: readonly number[], now: Date): Promise<void> {
  // One query finds the few with an interview still scheduled; a retention batch has hundreds of rows.
  const scheduled: Selected<typeof APPLICATION, 'documentId'>[] = await strapi.db.query(APPLICATION).findMany({
    where: { id: { $in: [...applicationIds] }, interview_status: 'scheduled' },
    select: ['id', 'documentId'],
  });
  const context = { strapi, by: systemActor('erasure'), now };
  for (const application of scheduled) {
    await callOffOpenInterview(context, application.documentId, { letterToCandidate: false });
  }
  if (scheduled.length === 0) return;
  await strapi.db.query(APPLICATION).updateMany({
    where: { id: { $in: scheduled.map((application) => application.id) } },
    data: { interview_status: 'cancelled' },
  });
}

/** What recruiters wrote about the candidate for an interview; the time and place stay for the agenda. */
async function clearInterviewNotes(strapi: Core.Strapi, applicationIds: number[]): Promise<void> {
  const interviews: { id: number }[] = await strapi.db
    .query(INTERVIEW)
    .findMany({ where: { application: { id: { $in: applicationIds } } }, select: ['id'] });
  if (interviews.length === 0) return;
  await strapi.db
    .query(INTERVIEW)
    .updateMany({ where: { id: { $in: interviews.map((interview) => interview.id) } }, data: { notes: null } });
}
