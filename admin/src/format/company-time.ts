import { COMPANY_TIME_ZONE, messages } from '@careers/shared/client';

// Every date the back office shows: Bahrain's calendar and clock, whatever the browser's zone, in one
// day-month-year style ('24 Nov 2026', '24 Nov 2026, 09:30').

const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: COMPANY_TIME_ZONE });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: COMPANY_TIME_ZONE,
});
/** A calendar day carries no zone: it is shown as the day it names. */
const CALENDAR_DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** '24 Nov 2026' in Bahrain. */
export const companyDate = (iso: string) => DATE.format(new Date(iso));

/** '24 Nov 2026, 09:30' in Bahrain. */
export const companyDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

/** A YYYY-MM-DD day (a start date, a birthdate) as written, in the same style; N/A when there is none. */
export function calendarDay(day: string | null): string {
  if (!day) return messages.common.notAvailable;
  return CALENDAR_DAY.format(new Date(`${day}T12:00:00Z`));
}
