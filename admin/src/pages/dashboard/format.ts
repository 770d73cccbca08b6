import { COMPANY_TIME_ZONE } from '@careers/shared/client';

// Dates on the dashboard read as the company's calendar (Bahrain), whatever the browser's zone.

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
const TIME = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: COMPANY_TIME_ZONE,
});

/** 'Mon' for a calendar day given as YYYY-MM-DD. */
export const weekdayOf = (day: string) => WEEKDAY.format(new Date(`${day}T00:00:00Z`));
export const timeOfDay = (iso: string) => TIME.format(new Date(iso));

/** A bar's length as a share of the largest value (0 when every value is 0). */
export const shareOf = (value: number, largest: number) => (largest > 0 ? (value / largest) * 100 : 0);
