import { messages } from '@careers/shared/client';

/** A YYYY-MM-DD date (a start date, a birthdate) as written, in the back office's date style. */
export function calendarDay(day: string | null): string {
  if (!day) return messages.common.notAvailable;
  // Noon UTC: the same calendar day in Bahrain and in any browser's zone.
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { timeZone: 'UTC', dateStyle: 'medium' });
}
