import { COMPANY_TIME_ZONE, type InterviewAgendaEntry, type InterviewPerson } from '@careers/shared/client';

// The agenda reads as the company's calendar (Bahrain), whatever the browser's zone.

const CLOCK = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: COMPANY_TIME_ZONE,
});

/** '23:30–00:30' in Bahrain time. */
export const timeRange = (entry: InterviewAgendaEntry) =>
  `${CLOCK.format(new Date(entry.starts_at))}–${CLOCK.format(new Date(entry.ends_at))}`;

/** Only web addresses become links: anything else in the field is shown as text, never followed. */
export function webLink(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export interface AgendaDay {
  date: string;
  interviews: InterviewAgendaEntry[];
}

/** The interviews by Bahrain day, in the server's order (day, then time). */
export function byDay(entries: readonly InterviewAgendaEntry[]): AgendaDay[] {
  const days: AgendaDay[] = [];
  for (const entry of entries) {
    const last = days.at(-1);
    if (last?.date === entry.scheduled_date) last.interviews.push(entry);
    else days.push({ date: entry.scheduled_date, interviews: [entry] });
  }
  return days;
}

/** Everyone who interviews in these entries, once each (by e-mail), in order of appearance. */
export function interviewersOf(entries: readonly InterviewAgendaEntry[]): InterviewPerson[] {
  const seen = new Map<string, InterviewPerson>();
  for (const person of entries.flatMap((entry) => entry.interviewers)) {
    const email = person.email.toLowerCase();
    if (!seen.has(email)) seen.set(email, { name: person.name, email });
  }
  return [...seen.values()];
}
