// Calendar files read as a calendar app reads them: with ical.js, a maintained iCalendar parser.
import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  sequence: number;
  summary: string;
  start: string;
  startIsUtc: boolean;
  end: string;
  status: string;
  url: string | null;
}

export function parseCalendar(text: string): { method: string; name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const url = vevent.getFirstPropertyValue('url');
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      startIsUtc: event.startDate.zone?.tzid === 'UTC',
      end: event.endDate.toJSDate().toISOString(),
      status: String(vevent.getFirstPropertyValue('status')),
      url: url === null ? null : String(url),
    };
  });
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    events,
  };
}
