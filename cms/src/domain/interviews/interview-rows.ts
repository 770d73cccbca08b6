import {
  companyTimeToInstant,
  INTERVIEW_STATUSES,
  type InterviewAgendaEntry,
  type InterviewStatus,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { additionalInterviewersOf } from './interviewer-emails';
import type { InterviewPlan } from './invitations';

export const INTERVIEW = 'api::interview-schedule.interview-schedule';

/** An interview as the agenda and the calendar feeds read it. */
export interface InterviewRow extends InterviewAgendaEntry {
  notes: string | null;
  calendar_sequence: number;
}

/** The stored row: a plan as its invitations describe it, with the date and people as the database gives them. */
interface Found extends Omit<InterviewPlan, 'scheduled_date' | 'additional_interviewers'> {
  documentId: string;
  scheduled_date: string | Date;
  additional_interviewers: unknown;
  status: string;
  calendar_sequence: number | null;
  application: { documentId: string; full_name: string; job_posting: { title: string } | null } | null;
}

/** A date column as YYYY-MM-DD (PostgreSQL's driver may hand a Date at local midnight). */
function dayOf(value: string | Date): string {
  if (typeof value === 'string') return value.slice(0, 10);
  const month = String(value.getMonth() + 1).padStart(2, '0');
  return `${value.getFullYear()}-${month}-${String(value.getDate()).padStart(2, '0')}`;
}

function toRow(found: Found): InterviewRow {
  const scheduledDate = dayOf(found.scheduled_date);
  const scheduledTime = found.scheduled_time.slice(0, 5);
  const startsAt = companyTimeToInstant(scheduledDate, scheduledTime);
  const status = (INTERVIEW_STATUSES as readonly string[]).includes(found.status)
    ? (found.status as InterviewStatus)
    : 'scheduled';
  return {
    id: found.documentId,
    application_id: found.application?.documentId ?? null,
    candidate_name: found.application?.full_name ?? null,
    posting_title: found.application?.job_posting?.title ?? null,
    scheduled_date: scheduledDate,
    scheduled_time: scheduledTime,
    starts_at: startsAt.toISOString(),
    ends_at: new Date(startsAt.getTime() + found.duration_minutes * 60_000).toISOString(),
    duration_minutes: found.duration_minutes,
    location: found.location,
    meeting_link: found.meeting_link ?? null,
    interviewers: [
      { name: found.interviewer_name, email: found.interviewer_email },
      ...additionalInterviewersOf(found.additional_interviewers),
    ],
    status,
    // Counted by the agenda, which alone shows it.
    scorecards_missing: 0,
    notes: found.notes ?? null,
    calendar_sequence: found.calendar_sequence ?? 0,
  };
}

/**
 * Interviews matching `where`, in the order they take place (Bahrain day, then time). Three
 * statements whatever the number of rows: the interviews, their applications, their postings.
 */
export async function findInterviews(
  strapi: Core.Strapi,
  where: Record<string, unknown>,
  limit: number,
): Promise<InterviewRow[]> {
  const rows = (await strapi.db.query(INTERVIEW).findMany({
    where,
    select: [
      'documentId',
      'scheduled_date',
      'scheduled_time',
      'duration_minutes',
      'location',
      'meeting_link',
      'interviewer_name',
      'interviewer_email',
      'additional_interviewers',
      'notes',
      'status',
      'calendar_sequence',
    ],
    populate: {
      application: { select: ['documentId', 'full_name'], populate: { job_posting: { select: ['title'] } } },
    },
    orderBy: [{ scheduled_date: 'asc' }, { scheduled_time: 'asc' }, { id: 'asc' }],
    limit,
  })) as Found[];
  return rows.map(toRow);
}
