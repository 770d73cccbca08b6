import { addDays, CALENDAR_FEED_PAST_DAYS, companyToday, messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { createEvents, type EventAttributes } from 'ics';
import { currentDate } from '../../platform/clock';
import { emailConfiguration } from '../../platform/engine';
import { interviewEventUid, utcDateArray } from './calendar-invite';
import { byTheLetter, PRODUCT_ID } from './ics-letter';
import { icsSafe } from './ics-text';
import { findInterviews, type InterviewRow } from './interview-rows';
import { additionalInterviewerMatch } from './interviewer-emails';

/** More than any interviewer has in a feed's window; a bound so one request stays small. */
const FEED_LIMIT = 1000;
const isWebLink = (link: string | null): link is string => link !== null && /^https?:\/\//i.test(link);

function eventOf(row: InterviewRow, senderAddress: string): EventAttributes {
  const details = messages.interviews.details;
  const text = messages.interviewAgenda;
  const candidate = row.candidate_name ?? '';
  const posting = row.posting_title ?? '';
  const description = [
    `${text.feedEventCandidate}: ${candidate}`,
    `${text.feedEventPosting}: ${posting}`,
    `${details.time}: ${row.scheduled_date} ${row.scheduled_time}`,
    `${details.location}: ${row.location}`,
    ...(row.meeting_link ? [`${details.meetingLink}: ${row.meeting_link}`] : []),
    `${text.feedEventInterviewers}: ${row.interviewers.map((person) => `${person.name} <${person.email}>`).join(', ')}`,
    ...(row.notes ? [`${details.notes}: ${row.notes}`] : []),
  ].join('\n');
  return {
    // The invitation's UID and SEQUENCE: a calendar that has both shows one entry.
    uid: interviewEventUid(row.id, senderAddress),
    sequence: row.calendar_sequence,
    start: utcDateArray(new Date(row.starts_at)),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: row.duration_minutes },
    title: messages.interviews.calendarTitle(candidate, posting),
    description,
    location: row.location,
    ...(isWebLink(row.meeting_link) ? { url: row.meeting_link } : {}),
    status: row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
  };
}

/**
 * An interviewer's calendar feed (METHOD:PUBLISH, times in UTC): the interviews they take part in,
 * as the primary or an additional interviewer, from CALENDAR_FEED_PAST_DAYS days ago onward.
 */
export async function interviewerCalendar(strapi: Core.Strapi, email: string, now = currentDate()): Promise<string> {
  const since = addDays(companyToday(now), -CALENDAR_FEED_PAST_DAYS);
  const rows = await findInterviews(
    strapi,
    {
      scheduled_date: { $gte: since },
      $or: [
        { interviewer_email: email },
        { additional_interviewer_emails: { $contains: additionalInterviewerMatch(email) } },
      ],
    },
    FEED_LIMIT,
  );
  const sender = await emailConfiguration().sender();
  const { error, value } = createEvents(
    rows.map((row) => icsSafe(eventOf(row, sender.fromAddress))),
    icsSafe({ method: 'PUBLISH', productId: PRODUCT_ID, calName: messages.interviewAgenda.calendarName(email) }),
  );
  if (error || !value) throw error ?? new Error('The calendar feed could not be written');
  return byTheLetter(value);
}
