import {
  type CandidateLocale,
  candidateDay,
  directionOf,
  escapeMarkup,
  type InterviewPerson,
  messages,
  type SiteTexts,
  siteTextsIn,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { emailConfiguration, enqueueRawEmail, enqueueTemplatedEmail } from '../../platform/engine';
import type { OutgoingAttachment } from '../../platform/engine/email/transport';
import type { ApplicationToChange } from '../applications/changes';
import { applicationVariables, candidateLanguage } from '../applications/email-variables';
import type { IssuedKit } from '../scorecards/kit-links';
import { type CalendarPerson, interviewCalendarInvite, interviewEventUid } from './calendar-invite';
import { INTERVIEW_INVITATION_TEMPLATE } from './invite-sent';

/** An interview as its invitations describe it. */
export interface InterviewPlan {
  scheduled_date: string;
  scheduled_time: string;
  duration_minutes: number;
  location: string;
  meeting_link: string | null;
  interviewer_name: string;
  interviewer_email: string;
  additional_interviewers: InterviewPerson[];
  /** As stored: the recruiter's notes, then the additional interviewers. */
  notes: string | null;
}

/**
 * One round of invitation e-mails: the first invitation, an update after a reschedule (a higher
 * sequence), or the cancellation. The candidate and every interviewer get one each, with the event.
 */
export interface InvitationRound {
  kind: 'invitation' | 'update' | 'cancellation';
  application: ApplicationToChange;
  interview: { documentId: string; sequence: number };
  plan: InterviewPlan;
  startsAt: Date;
  /** Each interviewer's kit link (none for a cancellation). */
  kits: readonly IssuedKit[];
  /** False when the candidate's address is gone (erased): the interviewers alone are written to. */
  letterToCandidate?: boolean;
}

export type CandidateInvitation = { queued: true } | { queued: false; reason: string };

const text = messages.scorecards;

/** The calendar event's words: the candidate's in their language, the interviewers' in English. */
type CalendarWords = Pick<SiteTexts['email'], 'calendarTitle' | 'calendarCancelledTitle' | 'interviewDetails'>;
const calendarWordsIn = (language: CandidateLocale): CalendarWords => siteTextsIn(language).email;

/** The details every invitation lists, as text lines in `language`, the date as a candidate reads it. */
function detailLines(plan: InterviewPlan, language: CandidateLocale): string[] {
  const label = calendarWordsIn(language).interviewDetails;
  return [
    `${label.date}: ${candidateDay(plan.scheduled_date, language)}`,
    `${label.time}: ${plan.scheduled_time}`,
    `${label.duration}: ${plan.duration_minutes}`,
    `${label.location}: ${plan.location}`,
    ...(plan.meeting_link ? [`${label.meetingLink}: ${plan.meeting_link}`] : []),
    `${label.interviewer}: ${plan.interviewer_name} <${plan.interviewer_email}>`,
    ...(plan.notes ? [`${label.notes}: ${plan.notes}`] : []),
  ];
}

const interviewersOf = (plan: InterviewPlan): CalendarPerson[] => [
  { name: plan.interviewer_name, email: plan.interviewer_email },
  ...plan.additional_interviewers,
];

/** Text lines as simple HTML: each escaped, a web address as its link. */
const asHtml = (lines: readonly string[]) =>
  lines
    .map((line) => {
      const escaped = escapeMarkup(line);
      return /^https?:\/\//.test(line) ? `<p><a href="${escaped}">${escaped}</a></p>` : `<p>${escaped}</p>`;
    })
    .join('\n');

/** The letters of one round, queued in the caller's transaction; the candidate's outcome is returned. */
export async function sendInvitationRound(strapi: Core.Strapi, round: InvitationRound): Promise<CandidateInvitation> {
  const sender = await emailConfiguration().sender();
  const { application, plan, interview } = round;
  const jobTitle = applicationVariables(application, 'en').job_title ?? '';
  const cancel = round.kind === 'cancellation';
  const english = calendarWordsIn('en');
  const details = detailLines(plan, 'en');
  const event = (description: string[], url: string | null, words = english, title = jobTitle) =>
    interviewCalendarInvite({
      uid: interviewEventUid(interview.documentId, sender.fromAddress),
      sequence: interview.sequence,
      method: cancel ? 'CANCEL' : 'REQUEST',
      startsAt: round.startsAt,
      durationMinutes: plan.duration_minutes,
      title: cancel
        ? words.calendarCancelledTitle(application.full_name, title)
        : words.calendarTitle(application.full_name, title),
      description: description.join('\n'),
      location: plan.location,
      meetingLink: plan.meeting_link,
      url,
      organizer: { name: sender.fromName, email: sender.fromAddress },
      // An erased candidate has no address left to name.
      attendees: [
        ...(application.email ? [{ name: application.full_name, email: application.email }] : []),
        ...interviewersOf(plan),
      ],
    });
  const key = (who: string) =>
    round.kind === 'invitation'
      ? `interview:${interview.documentId}:${who}`
      : `interview:${interview.documentId}:${round.kind}:${interview.sequence}:${who}`;
  // The candidate's copy of the event (same UID and sequence) in their language.
  const language = candidateLanguage(application);
  const variables = applicationVariables(application, language);
  const reader: CandidateReader = { language, variables, jobTitle: variables.job_title ?? jobTitle };
  const theirs = calendarWordsIn(language);
  const candidateEvent = event(detailLines(plan, language), plan.meeting_link, theirs, reader.jobTitle);
  const candidate =
    round.letterToCandidate === false
      ? null
      : await sendToCandidate(strapi, round, candidateEvent, key('candidate'), reader);
  for (const person of interviewersOf(plan)) {
    const kit = round.kits.find((issued) => issued.person.email.toLowerCase() === person.email.toLowerCase());
    const kitLines = kit ? ['', text.kitLine, kit.url, text.kitPrivate] : [];
    const body = cancel
      ? [text.interviewerCancelBody(application.full_name, jobTitle), '', ...details]
      : [messages.interviews.interviewerBody(application.full_name, jobTitle), ...kitLines, '', ...details];
    await enqueueRawEmail(strapi, {
      to: person.email,
      purpose: cancel ? 'interview_cancellation_interviewer' : 'interview_invitation_interviewer',
      applicationId: application.documentId,
      idempotencyKey: key(`interviewer:${person.email.toLowerCase()}`),
      urgent: true,
      attachments: [event([...details, ...kitLines], kit?.url ?? plan.meeting_link)],
      subject: interviewerSubject(round.kind, application.full_name, jobTitle),
      text: body.join('\n'),
      html: asHtml(body),
      ...(kit ? { redactAfterSend: [kit.token] } : {}),
    });
  }
  if (!candidate) return { queued: false, reason: 'no letter to the candidate' };
  return candidate.status === 'pending' || candidate.status === 'sent' || candidate.status === 'sending'
    ? { queued: true }
    : { queued: false, reason: candidate.reason ?? candidate.status };
}

function interviewerSubject(kind: InvitationRound['kind'], candidate: string, jobTitle: string): string {
  if (kind === 'cancellation') return text.interviewerCancelSubject(candidate, jobTitle);
  if (kind === 'update') return text.interviewerRescheduleSubject(candidate, jobTitle);
  return messages.interviews.interviewerSubject(candidate, jobTitle);
}

/** The candidate as their letters address them: their language, and the job named in it. */
interface CandidateReader {
  language: CandidateLocale;
  variables: ReturnType<typeof applicationVariables>;
  jobTitle: string;
}

/** The candidate's letter: the editable invitation template, or a plain cancellation. */
function sendToCandidate(
  strapi: Core.Strapi,
  round: InvitationRound,
  invite: OutgoingAttachment,
  idempotencyKey: string,
  { language, variables, jobTitle }: CandidateReader,
) {
  const { application, plan } = round;
  if (round.kind === 'cancellation') {
    // In the candidate's language, the job by its title in that language.
    const words = siteTextsIn(language).email;
    const body = words.interviewCancelBody(application.full_name, jobTitle);
    return enqueueRawEmail(strapi, {
      to: application.email,
      purpose: 'interview_cancellation',
      applicationId: application.documentId,
      idempotencyKey,
      urgent: true,
      attachments: [invite],
      subject: words.interviewCancelSubject(jobTitle),
      text: body,
      html: `<div lang="${language}" dir="${directionOf(language)}">${asHtml([body])}</div>`,
    });
  }
  return enqueueTemplatedEmail(strapi, {
    templateKey: INTERVIEW_INVITATION_TEMPLATE,
    to: application.email,
    purpose: INTERVIEW_INVITATION_TEMPLATE,
    applicationId: application.documentId,
    language,
    idempotencyKey,
    urgent: true,
    attachments: [invite],
    variables: {
      ...variables,
      interview_date: candidateDay(plan.scheduled_date, language),
      interview_time: plan.scheduled_time,
      duration_minutes: String(plan.duration_minutes),
      interview_location: plan.location,
      interviewer_name: plan.interviewer_name,
    },
  });
}
