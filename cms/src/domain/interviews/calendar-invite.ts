import { createEvent } from 'ics';
import type { OutgoingAttachment } from '../../platform/engine/email/transport';

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
}

/**
 * The interview as an iCalendar REQUEST. Times are handed to `ics` as UTC parts: its local mode
 * reads the server's time zone, which says nothing about Bahrain.
 */
export function interviewCalendarInvite(event: InterviewEvent): OutgoingAttachment {
  const start = event.startsAt;
  const { error, value } = createEvent({
    uid: event.uid,
    sequence: event.sequence,
    method: 'REQUEST',
    start: [
      start.getUTCFullYear(),
      start.getUTCMonth() + 1,
      start.getUTCDate(),
      start.getUTCHours(),
      start.getUTCMinutes(),
    ],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: event.durationMinutes },
    title: event.title,
    description: event.description,
    location: event.location,
    ...(event.meetingLink ? { url: event.meetingLink } : {}),
    status: 'CONFIRMED',
    organizer: { name: event.organizer.name, email: event.organizer.email },
    attendees: event.attendees.map((person) => ({
      name: person.name,
      email: person.email,
      rsvp: true,
      partstat: 'NEEDS-ACTION',
      role: 'REQ-PARTICIPANT',
    })),
  });
  if (error || !value) throw error ?? new Error('The calendar invitation could not be written');
  return {
    filename: 'invite.ics',
    content: value,
    encoding: 'utf8',
    contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    calendarMethod: 'REQUEST',
  };
}
