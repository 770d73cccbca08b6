import {
  COMPANY_TIME_ZONE,
  documentId,
  messages,
  SCORECARD_MANUAL_REMINDER_MINUTES,
  SCORECARD_REMINDER_AFTER_HOURS,
  SCORECARD_REMINDER_TEMPLATE,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../platform/clock';
import { enqueueTemplatedEmail, type Schedule } from '../../platform/engine';
import { parse, Refusal } from '../../platform/refusal';
import { applicationVariables, findApplicationsForEmail } from '../applications/email-variables';
import { type AdminActor, auditActor } from '../auth/actor';
import { writeAudit } from '../auth/audit';
import { issueKitLink, kitLinkAppendix, SCORECARD } from './kit-links';

const HOUR_MS = 60 * 60 * 1000;
const text = messages.scorecards;
const DAY = new Intl.DateTimeFormat('en-GB', { timeZone: COMPANY_TIME_ZONE, dateStyle: 'long' });
const TIME = new Intl.DateTimeFormat('en-GB', { timeZone: COMPANY_TIME_ZONE, hour: '2-digit', minute: '2-digit' });

interface DueScorecard {
  id: number;
  documentId: string;
  interviewer_name: string;
  interviewer_email: string;
  interview_ends_at: string | Date;
  reminder_sent_at: string | Date | null;
  submitted_at: string | Date | null;
  revoked_at: string | Date | null;
  expires_at: string | Date;
  application: { documentId: string } | null;
  interview: { duration_minutes: number } | null;
}

const POPULATE = {
  application: { select: ['documentId'] },
  interview: { select: ['duration_minutes'] },
} as const;

/**
 * One reminder with a new link to the same kit (earlier links keep working), its audit line, and the
 * scorecard marked reminded, in the caller's transaction. The link goes after the template's text,
 * whatever an editor made of it, and is blanked in the e-mail log once sent.
 */
async function remind(
  strapi: Core.Strapi,
  card: DueScorecard,
  now: Date,
  how: { by: AdminActor } | { automatic: true },
): Promise<boolean> {
  // No reminder about a withdrawn or erased candidate: there is nothing left to decide.
  const [application] = card.application
    ? await findApplicationsForEmail(strapi, { documentId: card.application.documentId }, 1)
    : [];
  if (!application) return false;
  const link = await issueKitLink(strapi, card.id, now);
  const startsAt = new Date(
    new Date(card.interview_ends_at).getTime() - (card.interview?.duration_minutes ?? 0) * 60_000,
  );
  await enqueueTemplatedEmail(strapi, {
    templateKey: SCORECARD_REMINDER_TEMPLATE,
    to: card.interviewer_email,
    purpose: SCORECARD_REMINDER_TEMPLATE,
    applicationId: application.documentId,
    idempotencyKey:
      'by' in how ? `scorecard-reminder:${card.documentId}:${now.getTime()}` : `scorecard-reminder:${card.documentId}`,
    urgent: 'by' in how,
    ...('automatic' in how ? { trigger: 'scorecard_reminder' as const } : {}),
    variables: {
      ...applicationVariables(application, 'en'),
      interviewer_name: card.interviewer_name,
      interview_date: DAY.format(startsAt),
      interview_time: TIME.format(startsAt),
    },
    appendix: kitLinkAppendix(link.url),
    redactAfterSend: [link.token],
  });
  await strapi.db.query(SCORECARD).update({ where: { id: card.id }, data: { reminder_sent_at: now } });
  await writeAudit(strapi, {
    action: 'scorecard.reminder_sent',
    ...('by' in how ? auditActor(how.by) : {}),
    entityType: 'application',
    entityId: application.documentId,
    details: { interviewer: card.interviewer_name, ...('automatic' in how ? { by: 'scorecard-reminders' } : {}) },
  });
  return true;
}

/**
 * Send Reminder on the Scorecards tab: the kit link mailed again to an interviewer
 * whose scorecard is not in, at most once an hour per scorecard.
 */
export async function sendScorecardReminder(
  strapi: Core.Strapi,
  input: { id: string; by: AdminActor; now?: Date },
): Promise<{ message: string }> {
  const id = parse(documentId, input.id);
  const now = input.now ?? currentDate();
  return strapi.db.transaction(async () => {
    const card = (await strapi.db
      .query(SCORECARD)
      .findOne({ where: { documentId: id }, populate: POPULATE })) as DueScorecard | null;
    if (!card || card.revoked_at !== null || new Date(card.expires_at).getTime() <= now.getTime()) {
      throw new Refusal(404, 'Not Found');
    }
    if (card.submitted_at !== null) throw new Refusal(409, text.reminderNotNeeded);
    const last = card.reminder_sent_at ? new Date(card.reminder_sent_at).getTime() : null;
    if (last !== null && now.getTime() - last < SCORECARD_MANUAL_REMINDER_MINUTES * 60_000) {
      throw new Refusal(429, text.reminderTooSoon(SCORECARD_MANUAL_REMINDER_MINUTES));
    }
    if (!(await remind(strapi, card, now, { by: input.by }))) throw new Refusal(409, text.reminderNoCandidate);
    return { message: text.reminderSent };
  });
}

/**
 * The automatic reminder: each interviewer whose scorecard is not in 24 hours after
 * the interview ended gets one, if Settings → Email let it go. Claimed row by row (reminder_sent_at
 * still empty), so any number of instances send each reminder once. Returns how many were sent.
 */
export async function remindMissingScorecards(strapi: Core.Strapi, now = currentDate()): Promise<number> {
  const due = (await strapi.db.query(SCORECARD).findMany({
    where: {
      submitted_at: { $null: true },
      revoked_at: { $null: true },
      reminder_sent_at: { $null: true },
      interview_ends_at: { $lte: new Date(now.getTime() - SCORECARD_REMINDER_AFTER_HOURS * HOUR_MS) },
      expires_at: { $gt: now },
    },
    populate: POPULATE,
    orderBy: { id: 'asc' },
    limit: 200,
  })) as DueScorecard[];
  let sent = 0;
  for (const card of due) {
    await strapi.db.transaction(async () => {
      const { count } = await strapi.db
        .query(SCORECARD)
        .updateMany({ where: { id: card.id, reminder_sent_at: { $null: true } }, data: { reminder_sent_at: now } });
      if (count === 0) return;
      if (await remind(strapi, card, now, { automatic: true })) sent += 1;
    });
  }
  return sent;
}

/** Asked every ten minutes: "whose scorecard is overdue by now?", so a run after downtime catches up. */
export const SCORECARD_REMINDER_SCHEDULE: Schedule = {
  name: 'scorecard-reminders',
  cron: '20 */10 * * * *',
  run: async (strapi) => {
    await remindMissingScorecards(strapi);
  },
};
