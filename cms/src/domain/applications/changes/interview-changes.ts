import { companyTimeToInstant, documentId, interviewRescheduleFormSchema, messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../../platform/clock';
import { parse, Refusal } from '../../../platform/refusal';
import type { ChangeActor } from '../../auth/actor';
import { additionalInterviewersOf } from '../../interviews/interviewer-emails';
import { type CandidateInvitation, type InterviewPlan, sendInvitationRound } from '../../interviews/invitations';
import { type IssuedKit, issueKitLink, kitExpiry, SCORECARD } from '../../scorecards/kit-links';
import { changeApplication } from './change';
import { refuseStartInPast } from './interview-schedule';
import { type ApplicationToChange, applicationsToChange } from './rows';
import { type ChangeContext, inChangeTransaction } from './trail';

const INTERVIEW = 'api::interview-schedule.interview-schedule';

export interface InterviewChangeInput {
  /** The application whose scheduled interview changes. */
  id: string;
  by: ChangeActor;
  now?: Date;
}

interface ScheduledInterview extends Omit<InterviewPlan, 'additional_interviewers' | 'scheduled_date'> {
  id: number;
  documentId: string;
  scheduled_date: string | Date;
  additional_interviewers: unknown;
  calendar_sequence: number | null;
}

/** The application's latest interview still scheduled. */
async function scheduledInterviewRow(strapi: Core.Strapi, applicationId: number): Promise<ScheduledInterview | null> {
  return (await strapi.db.query(INTERVIEW).findOne({
    where: { application: { id: applicationId }, status: 'scheduled' },
    orderBy: { id: 'desc' },
  })) as ScheduledInterview | null;
}

/** The application and its scheduled interview, read in the change's transaction. */
async function scheduledInterviewOf(
  strapi: Core.Strapi,
  applicationId: string,
): Promise<{ application: ApplicationToChange; interview: ScheduledInterview }> {
  const [application] = await applicationsToChange(strapi, [parse(documentId, applicationId)]);
  if (!application) throw new Refusal(404, 'Not Found');
  const interview = await scheduledInterviewRow(strapi, application.id);
  if (!interview || application.interview_status !== 'scheduled') {
    throw new Refusal(409, messages.scorecards.noScheduledInterview);
  }
  return { application, interview };
}

const planOf = (interview: ScheduledInterview): InterviewPlan => ({
  scheduled_date:
    typeof interview.scheduled_date === 'string'
      ? interview.scheduled_date.slice(0, 10)
      : interview.scheduled_date.toISOString().slice(0, 10),
  scheduled_time: interview.scheduled_time.slice(0, 5),
  duration_minutes: interview.duration_minutes,
  location: interview.location,
  meeting_link: interview.meeting_link ?? null,
  interviewer_name: interview.interviewer_name,
  interviewer_email: interview.interviewer_email,
  additional_interviewers: additionalInterviewersOf(interview.additional_interviewers),
  notes: interview.notes ?? null,
});

/** The interview's open scorecards, with a new kit link each for the updated invitations. */
async function refreshedKits(strapi: Core.Strapi, interviewId: number, endsAt: Date, now: Date): Promise<IssuedKit[]> {
  const scorecards = (await strapi.db.query(SCORECARD).findMany({
    where: { interview: { id: interviewId }, revoked_at: { $null: true } },
    select: ['id', 'interviewer_name', 'interviewer_email'],
  })) as { id: number; interviewer_name: string; interviewer_email: string }[];
  const kits: IssuedKit[] = [];
  for (const scorecard of scorecards) {
    await strapi.db.query(SCORECARD).update({
      where: { id: scorecard.id },
      // A later interview is a new occasion for the reminder.
      data: { interview_ends_at: endsAt, expires_at: kitExpiry(endsAt), reminder_sent_at: null },
    });
    const link = await issueKitLink(strapi, scorecard.id, now);
    kits.push({ person: { name: scorecard.interviewer_name, email: scorecard.interviewer_email }, ...link });
  }
  return kits;
}

/**
 * Reschedule: the scheduled interview gets its new time and place, the calendar
 * event the same UID with a higher SEQUENCE, every invitation is sent again (each interviewer's with
 * a fresh kit link; earlier ones keep working until 14 days after the new time), in one transaction.
 */
export async function rescheduleInterview(
  strapi: Core.Strapi,
  input: InterviewChangeInput & { form: unknown },
): Promise<{ invitation: CandidateInvitation }> {
  const form = parse(interviewRescheduleFormSchema, input.form);
  const now = input.now ?? currentDate();
  refuseStartInPast(form, now);
  const startsAt = companyTimeToInstant(form.scheduled_date, form.scheduled_time);
  return inChangeTransaction(strapi, async () => {
    const { application, interview } = await scheduledInterviewOf(strapi, input.id);
    const sequence = (interview.calendar_sequence ?? 0) + 1;
    await changeApplication({ strapi, by: input.by, now }, application, () => ({
      columns: { interview_scheduled_date: startsAt },
      audit: {
        action: 'application.interview_rescheduled',
        details: { starts_at: startsAt.toISOString(), duration_minutes: form.duration_minutes, sequence },
      },
    }));
    await strapi.db.query(INTERVIEW).update({
      where: { id: interview.id },
      data: {
        scheduled_date: form.scheduled_date,
        scheduled_time: `${form.scheduled_time}:00`,
        duration_minutes: form.duration_minutes,
        location: form.location,
        meeting_link: form.meeting_link,
        calendar_sequence: sequence,
      },
    });
    const endsAt = new Date(startsAt.getTime() + form.duration_minutes * 60_000);
    const kits = await refreshedKits(strapi, interview.id, endsAt, now);
    const invitation = await sendInvitationRound(strapi, {
      kind: 'update',
      application,
      interview: { documentId: interview.documentId, sequence },
      plan: { ...planOf(interview), ...form },
      startsAt,
      kits,
    });
    return { invitation };
  });
}

/**
 * Cancel Interview: the interview and the application's interview_status become cancelled, every kit
 * link of it stops working, and the candidate and interviewers get a METHOD:CANCEL of the same event
 * with a higher SEQUENCE, in one transaction. Scheduling again is then allowed.
 */
export async function cancelInterview(strapi: Core.Strapi, input: InterviewChangeInput): Promise<void> {
  const now = input.now ?? currentDate();
  await inChangeTransaction(strapi, async () => {
    const { application, interview } = await scheduledInterviewOf(strapi, input.id);
    await callOffInterview({ strapi, by: input.by, now }, application, interview, { letterToCandidate: true });
  });
}

/**
 * The application's scheduled interview, if any, called off as Cancel Interview does, in the caller's
 * transaction: a withdrawn candidate is not expected, and an erased one cannot be (then only the
 * interviewers are written to, the candidate's address being gone). Answers whether one was open.
 */
export async function callOffOpenInterview(
  context: ChangeContext,
  applicationId: string,
  options: { letterToCandidate: boolean },
): Promise<boolean> {
  const [application] = await applicationsToChange(context.strapi, [applicationId]);
  if (!application) return false;
  const interview = await scheduledInterviewRow(context.strapi, application.id);
  if (!interview) return false;
  await callOffInterview(context, application, interview, options);
  return true;
}

async function callOffInterview(
  context: ChangeContext,
  application: ApplicationToChange,
  interview: ScheduledInterview,
  options: { letterToCandidate: boolean },
): Promise<void> {
  const { strapi, now } = context;
  const sequence = (interview.calendar_sequence ?? 0) + 1;
  await changeApplication(context, application, () => ({
    columns: { interview_status: 'cancelled' },
    audit: { action: 'application.interview_cancelled', details: { interview: interview.documentId, sequence } },
  }));
  await strapi.db
    .query(INTERVIEW)
    .update({ where: { id: interview.id }, data: { status: 'cancelled', calendar_sequence: sequence } });
  const open = (await strapi.db.query(SCORECARD).findMany({
    where: { interview: { id: interview.id }, revoked_at: { $null: true } },
    select: ['id'],
  })) as { id: number }[];
  await strapi.db
    .query(SCORECARD)
    .updateMany({ where: { id: { $in: open.map((row) => row.id) } }, data: { revoked_at: now } });
  const plan = planOf(interview);
  await sendInvitationRound(strapi, {
    kind: 'cancellation',
    application,
    interview: { documentId: interview.documentId, sequence },
    plan,
    startsAt: companyTimeToInstant(plan.scheduled_date, plan.scheduled_time),
    kits: [],
    letterToCandidate: options.letterToCandidate,
  });
}
