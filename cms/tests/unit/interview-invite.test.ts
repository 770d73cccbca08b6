import { companyTimeToInstant } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import {
  type InterviewEvent,
  interviewCalendarInvite,
  interviewEventUid,
} from '../../src/domain/interviews/calendar-invite';

// The calendar invitation a candidate and the interviewers receive: the interview's Bahrain time
// written in UTC, whatever the server's own zone, and names that cannot add lines or parameters.

const event = (overrides: Partial<InterviewEvent> = {}): InterviewEvent => ({
  uid: interviewEventUid('interview0001', 'careers@gulf.example'),
  sequence: 0,
  startsAt: companyTimeToInstant('2026-12-08', '10:00'),
  durationMinutes: 45,
  title: 'Interview: Accountant',
  description: 'Bring your CPR card.',
  location: 'Manama office',
  meetingLink: null,
  organizer: { name: 'Gulf Horizon', email: 'careers@gulf.example' },
  attendees: [{ name: 'Fatima Ali', email: 'fatima@example.com' }],
  ...overrides,
});

/** The calendar's lines, with folded continuation lines joined back (RFC 5545 §3.1). */
const linesOf = (calendar: string) => calendar.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('an interview invitation', () => {
  it('starts at the Bahrain time written in UTC, three hours earlier', () => {
    const lines = linesOf(interviewCalendarInvite(event()).content);
    expect(lines).toContain('DTSTART:20261208T070000Z');
    expect(lines).toContain('DURATION:PT45M');
    expect(lines).toContain('UID:interview0001@gulf.example');
    expect(lines).toContain('METHOD:REQUEST');
  });

  it('moves an interview just after Bahrain’s midnight to the previous UTC day', () => {
    const lines = linesOf(
      interviewCalendarInvite(event({ startsAt: companyTimeToInstant('2027-01-01', '01:30') })).content,
    );
    expect(lines).toContain('DTSTART:20261231T223000Z');
  });

  it('cancels the same entry with a cancel method and file', () => {
    const invite = interviewCalendarInvite(event({ method: 'CANCEL', sequence: 2 }));
    const lines = linesOf(invite.content);
    expect(invite.filename).toBe('cancel.ics');
    expect(invite.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('UID:interview0001@gulf.example');
  });

  it('keeps a bare carriage return in a text from starting a property of its own', () => {
    const invite = interviewCalendarInvite(
      event({ title: 'Interview\rATTENDEE:mailto:intruder@example.org', description: 'a\r\nb\u0000c' }),
    );
    const lines = linesOf(invite.content);
    expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toHaveLength(1);
    expect(lines).toContain('SUMMARY:Interview\\nATTENDEE:mailto:intruder@example.org');
    expect(lines).toContain('DESCRIPTION:a\\nbc');
    expect(invite.content).not.toMatch(/\r(?!\n)/);
    expect(invite.content).not.toContain('\u0000');
  });

  it('keeps a quote in a name from ending the name and adding parameters', () => {
    const lines = linesOf(
      interviewCalendarInvite(event({ attendees: [{ name: 'Ali";ROLE=CHAIR;X="', email: 'ali@example.com' }] }))
        .content,
    );
    const [attendee] = lines.filter((line) => line.startsWith('ATTENDEE'));
    expect(attendee).toContain('CN="Ali^\';ROLE=CHAIR;X=^\'"');
    expect(attendee).toContain('ROLE=REQ-PARTICIPANT');
    // Outside the quoted name, only the invitation's own parameters remain.
    expect(attendee?.replace(/"[^"]*"/g, '""')).toBe(
      'ATTENDEE;RSVP=TRUE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;CN="":mailto:ali@example.com',
    );
  });

  it('folds every line to at most 75 octets, even in Arabic', () => {
    const title = 'مقابلة عمل لوظيفة محاسب أول في مكتب المنامة مع فريق المالية والموارد البشرية';
    const content = interviewCalendarInvite(event({ title })).content;
    for (const line of content.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(linesOf(content)).toContain(`SUMMARY:${title}`);
  });
});

describe('an interview’s calendar id', () => {
  it('is the interview’s id at the sender’s domain, localhost without one', () => {
    expect(interviewEventUid('abc', 'careers@gulf.example')).toBe('abc@gulf.example');
    expect(interviewEventUid('abc', 'no-at-sign')).toBe('abc@localhost');
  });
});
