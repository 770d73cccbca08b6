import {
  companyTimeToInstant,
  documentId,
  type InterviewScheduleForm,
  interviewScheduleFormSchema,
  messages,
  startsInThePast,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../../platform/clock';
import { parse, Refusal } from '../../../platform/refusal';
import type { ChangeActor } from '../../auth/actor';
import { additionalInterviewerEmails } from '../../interviews/interviewer-emails';
import { type CandidateInvitation, sendInvitationRound } from '../../interviews/invitations';
import { focusAttributesOfPosting, issueKits } from '../../scorecards/kit-links';
import { changeApplication } from './change';
import { applicationsToChange, linkByDocumentId } from './rows';
import { inChangeTransaction } from './trail';

const INTERVIEW = 'api::interview-schedule.interview-schedule';

export interface InterviewScheduleInput {
  id: string;
  /** The Schedule Interview form as sent, checked here. */
  form: unknown;
  by: ChangeActor;
  now?: Date;
}

export interface InterviewScheduleOutcome {
  interviewId: string;
  /** The candidate's invitation: queued, or why it will not go (inactive or missing template). */
  invitation: CandidateInvitation;
}

/** The notes as stored: the recruiter's, then the additional interviewers (only complete ones). */
function notesOf(form: InterviewScheduleForm): string | null {
  const people = form.additional_interviewers.map((person) => `${person.name} <${person.email}>`).join(', ');
  const parts = [form.notes, people ? messages.interviews.additionalInterviewersNote(people) : null];
  return parts.filter((part): part is string => Boolean(part)).join('\n\n') || null;
}

/**
 * Refuses a start already over by the server's clock, at the time field as the form shows it: the
 * schema's own check goes by the clock of whoever runs it, and a browser's may be wrong.
 */
export function refuseStartInPast(form: { scheduled_date: string; scheduled_time: string }, now: Date): void {
  if (!startsInThePast(form.scheduled_date, form.scheduled_time, now)) return;
  const message = messages.interviews.startInPast;
  throw new Refusal(400, message, { errors: [{ path: ['scheduled_time'], message, name: 'ValidationError' }] });
}

/**
 * Schedule Interview (docs/requirements.md#interviews-manage_applications): in one transaction, the interview (scheduled), the
 * application's interview_status and date with its audit line, a scorecard and kit link for each
 * interviewer, and the invitations with the calendar event to the candidate and each
 * interviewer. Refused while an interview is scheduled.
 */
export async function scheduleInterview(
  strapi: Core.Strapi,
  input: InterviewScheduleInput,
): Promise<InterviewScheduleOutcome> {
  const id = parse(documentId, input.id);
  const form = parse(interviewScheduleFormSchema, input.form);
  const context = { strapi, by: input.by, now: input.now ?? currentDate() };
  refuseStartInPast(form, context.now);
  const startsAt = companyTimeToInstant(form.scheduled_date, form.scheduled_time);
  const notes = notesOf(form);
  const panelEmails = additionalInterviewerEmails(form.additional_interviewers);
  return inChangeTransaction(strapi, async () => {
    const [application] = await applicationsToChange(strapi, [id]);
    if (!application) throw new Refusal(404, 'Not Found');
    await changeApplication(context, application, (current) => {
      if (current.interview_status === 'scheduled') {
        throw new Refusal(400, messages.interviews.alreadyScheduled);
      }
      return {
        columns: { interview_status: 'scheduled', interview_scheduled_date: startsAt },
        audit: {
          action: 'application.interview_scheduled',
          details: { starts_at: startsAt.toISOString(), duration_minutes: form.duration_minutes },
        },
      };
    });
    const interview = await strapi.documents(INTERVIEW).create({
      data: {
        application: linkByDocumentId(application.documentId),
        scheduled_date: form.scheduled_date,
        scheduled_time: `${form.scheduled_time}:00`,
        duration_minutes: form.duration_minutes,
        location: form.location,
        ...(form.meeting_link ? { meeting_link: form.meeting_link } : {}),
        interviewer_name: form.interviewer_name,
        interviewer_email: form.interviewer_email,
        additional_interviewers: form.additional_interviewers,
        ...(panelEmails ? { additional_interviewer_emails: panelEmails } : {}),
        ...(notes ? { notes } : {}),
        status: 'scheduled',
        calendar_invite_sent: false,
        calendar_sequence: 0,
      },
    });
    const kits = await issueKits(
      strapi,
      {
        interviewId: Number(interview.id),
        applicationId: application.id,
        people: [{ name: form.interviewer_name, email: form.interviewer_email }, ...form.additional_interviewers],
        endsAt: new Date(startsAt.getTime() + form.duration_minutes * 60_000),
        focusAttributes: await focusAttributesOfPosting(strapi, application.job_posting?.documentId),
      },
      context.now,
    );
    const invitation = await sendInvitationRound(strapi, {
      kind: 'invitation',
      application,
      interview: { documentId: interview.documentId, sequence: interview.calendar_sequence ?? 0 },
      plan: { ...form, meeting_link: form.meeting_link ?? null, notes },
      startsAt,
      kits,
    });
    return { interviewId: interview.documentId, invitation };
  });
}
