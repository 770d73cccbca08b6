import { COMPANY_TIME_ZONE, companyToday } from '@careers/shared';

const DAY_MS = 86_400_000;

/** The company's UTC offset (ms) at an instant, e.g. +3 h in Bahrain. */
function offsetAt(instant: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -minutes : minutes) * 60_000;
}

/** The instant a calendar day (YYYY-MM-DD) begins in the company's time zone. */
function dayStart(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  return new Date(utcMidnight - offsetAt(new Date(utcMidnight)));
}

export interface CompanyDay {
  date: string;
  start: Date;
  end: Date;
}

/** The last `count` calendar days in the company's time zone, oldest first, today last. */
export function lastCompanyDays(now: Date, count: number): CompanyDay[] {
  const today = Date.parse(`${companyToday(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(today - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10);
    const next = new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    return { date, start: dayStart(date), end: dayStart(next) };
  });
}
