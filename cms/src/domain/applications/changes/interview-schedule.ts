import {
  companyTimeToInstant,
  documentId,
  escapeMarkup,
  type InterviewScheduleForm,
  interviewScheduleFormSchema,
  messages,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../../platform/clock';
import { emailConfiguration, enqueueRawEmail, enqueueTemplatedEmail } from '../../../platform/engine';
import { parse, Refusal } from '../../../platform/refusal';
import type { ChangeActor } from '../../auth/actor';
import { type CalendarPerson, interviewCalendarInvite, interviewEventUid } from '../../interviews/calendar-invite';
import { additionalInterviewerEmails } from '../../interviews/interviewer-emails';
import { INTERVIEW_INVITATION_TEMPLATE } from '../../interviews/invite-sent';
import { applicationVariables } from '../email-variables';
import { changeApplication } from './change';
import { type ApplicationToChange, applicationsToChange, linkByDocumentId } from './rows';
import { inChangeTransaction } from './trail';

const INTERVIEW = 'api::interview-schedule.interview-schedule';

export interface InterviewScheduleInput {
  id: string;
  /** The Schedule Interview form as sent (spec section 5). */
  form: unknown;
  by: ChangeActor;
  now?: Date;
}

export interface InterviewScheduleOutcome {
  interviewId: string;
  /** The candidate's invitation: queued, or why it will not go (inactive or missing template). */
  invitation: { queued: true } | { queued: false; reason: string };
}

/** The notes as stored: the recruiter's, then the additional interviewers (only complete ones). */
function notesOf(form: InterviewScheduleForm): string | null {
  const people = form.additional_interviewers.map((person) => `${person.name} <${person.email}>`).join(', ');
  const parts = [form.notes, people ? messages.interviews.additionalInterviewersNote(people) : null];
  return parts.filter((part): part is string => Boolean(part)).join('\n\n') || null;
}

/** The details every invitation lists, as text lines. */
function detailLines(form: InterviewScheduleForm, notes: string | null): string[] {
  const label = messages.interviews.details;
  return [
    `${label.date}: ${form.scheduled_date}`,
    `${label.time}: ${form.scheduled_time}`,
    `${label.duration}: ${form.duration_minutes}`,
    `${label.location}: ${form.location}`,
    ...(form.meeting_link ? [`${label.meetingLink}: ${form.meeting_link}`] : []),
    `${label.interviewer}: ${form.interviewer_name} <${form.interviewer_email}>`,
    ...(notes ? [`${label.notes}: ${notes}`] : []),
  ];
}

/**
 * Schedule Interview (spec sections 2 to 5): in one transaction, the interview (scheduled), the
 * application's interview_status and date with its audit line, and the invitations with the calendar
 * event to the candidate and each interviewer. Refused while an interview is scheduled.
 */
export async function scheduleInterview(
  strapi: Core.Strapi,
  input: InterviewScheduleInput,
): Promise<InterviewScheduleOutcome> {
  const id = parse(documentId, input.id);
  const form = parse(interviewScheduleFormSchema, input.form);
  const context = { strapi, by: input.by, now: input.now ?? currentDate() };
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
    const invitation = await sendInvitations(
      strapi,
      application,
      { documentId: interview.documentId, calendar_sequence: interview.calendar_sequence ?? 0 },
      form,
      startsAt,
      notes,
    );
    return { interviewId: interview.documentId, invitation };
  });
}

async function sendInvitations(
  strapi: Core.Strapi,
  application: ApplicationToChange,
  interview: { documentId: string; calendar_sequence: number },
  form: InterviewScheduleForm,
  startsAt: Date,
  notes: string | null,
): Promise<InterviewScheduleOutcome['invitation']> {
  const sender = await emailConfiguration().sender();
  const jobTitle = applicationVariables(application).job_title ?? '';
  const interviewers: CalendarPerson[] = [
    { name: form.interviewer_name, email: form.interviewer_email },
    ...form.additional_interviewers,
  ];
  const interviewId = interview.documentId;
  const details = detailLines(form, notes);
  const invite = interviewCalendarInvite({
    uid: interviewEventUid(interview.documentId, sender.fromAddress),
    sequence: interview.calendar_sequence,
    startsAt,
    durationMinutes: form.duration_minutes,
    title: messages.interviews.calendarTitle(application.full_name, jobTitle),
    description: details.join('\n'),
    location: form.location,
    meetingLink: form.meeting_link,
    organizer: { name: sender.fromName, email: sender.fromAddress },
    attendees: [{ name: application.full_name, email: application.email }, ...interviewers],
  });
  const candidate = await enqueueTemplatedEmail(strapi, {
    templateKey: INTERVIEW_INVITATION_TEMPLATE,
    to: application.email,
    purpose: INTERVIEW_INVITATION_TEMPLATE,
    applicationId: application.documentId,
    idempotencyKey: `interview:${interviewId}:candidate`,
    urgent: true,
    attachments: [invite],
    variables: {
      ...applicationVariables(application),
      interview_date: form.scheduled_date,
      interview_time: form.scheduled_time,
      duration_minutes: String(form.duration_minutes),
      interview_location: form.location,
      interviewer_name: form.interviewer_name,
    },
  });
  const text = [messages.interviews.interviewerBody(application.full_name, jobTitle), '', ...details].join('\n');
  for (const person of interviewers) {
    await enqueueRawEmail(strapi, {
      to: person.email,
      purpose: 'interview_invitation_interviewer',
      applicationId: application.documentId,
      idempotencyKey: `interview:${interviewId}:interviewer:${person.email}`,
      urgent: true,
      attachments: [invite],
      subject: messages.interviews.interviewerSubject(application.full_name, jobTitle),
      text,
      html: text
        .split('\n')
        .map((line) => `<p>${escapeMarkup(line)}</p>`)
        .join('\n'),
    });
  }
  return candidate.status === 'pending'
    ? { queued: true }
    : { queued: false, reason: candidate.reason ?? candidate.status };
}
