import { createEvent, type DateArray } from 'ics';
import type { OutgoingAttachment } from '../../platform/engine/email/transport';
import { byTheLetter, PRODUCT_ID } from './ics-letter';
import { icsParameterValue, icsSafe } from './ics-text';

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface InterviewEvent {
  /** Stable per interview: a later change with a higher sequence updates the same calendar entry. */
  uid: string;
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  title: string;
  description: string;
  location: string;
  meetingLink: string | null;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
  /** The event's own address: the interviewer's kit link, or the meeting link. */
  url?: string | null;
  /** REQUEST invites or updates (a higher sequence); CANCEL takes the event out of the calendar. */
  method?: 'REQUEST' | 'CANCEL';
}

/**
 * The event's UID: the interview's id at the sender's domain. The invitation and the interviewers'
 * calendar feeds write the same one, so a calendar app holds one entry per interview.
 */
export function interviewEventUid(interviewId: string, senderAddress: string): string {
  return `${interviewId}@${senderAddress.split('@')[1] ?? 'localhost'}`;
}

/**
 * An instant as `ics` takes it in UTC mode: its local mode reads the server's time zone, which says
 * nothing about Bahrain.
 */
export function utcDateArray(instant: Date): DateArray {
  return [
    instant.getUTCFullYear(),
    instant.getUTCMonth() + 1,
    instant.getUTCDate(),
    instant.getUTCHours(),
    instant.getUTCMinutes(),
  ];
}

/**
 * The interview as an iCalendar REQUEST (or CANCEL), its times in UTC (utcDateArray).
 */
export function interviewCalendarInvite(event: InterviewEvent): OutgoingAttachment {
  const method = event.method ?? 'REQUEST';
  const url = event.url === undefined ? event.meetingLink : event.url;
  const { error, value } = createEvent(
    icsSafe({
      uid: event.uid,
      sequence: event.sequence,
      method,
      productId: PRODUCT_ID,
      start: utcDateArray(event.startsAt),
      startInputType: 'utc',
      startOutputType: 'utc',
      duration: { minutes: event.durationMinutes },
      title: event.title,
      description: event.description,
      location: event.location,
      ...(url ? { url } : {}),
      status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
      organizer: { name: icsParameterValue(event.organizer.name), email: event.organizer.email },
      attendees: event.attendees.map((person) => ({
        name: icsParameterValue(person.name),
        email: person.email,
        rsvp: true,
        partstat: 'NEEDS-ACTION',
        role: 'REQ-PARTICIPANT',
      })),
    }),
  );
  if (error || !value) throw error ?? new Error('The calendar invitation could not be written');
  return {
    filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    content: byTheLetter(value),
    encoding: 'utf8',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    calendarMethod: method,
  };
}
