/** The company hires in Bahrain: "today" for date rules is Bahrain's calendar day. */
export const COMPANY_TIME_ZONE = 'Asia/Bahrain';

/** YYYY-MM-DD of the given instant in the company's time zone. */
export function companyToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: COMPANY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The instant of a Bahrain wall-clock date (YYYY-MM-DD) and time (HH:MM); Bahrain keeps UTC+3 all year. */
export function companyTimeToInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+03:00`);
}

/** True when a Bahrain date (YYYY-MM-DD) and time (HH:MM) is already over at `now`: an interview cannot start then. */
export function startsInThePast(date: string, time: string, now: Date = new Date()): boolean {
  return companyTimeToInstant(date, time).getTime() < now.getTime();
}

/** True when a YYYY-MM-DD date is today or later in Bahrain. */
export function isNotBeforeToday(date: string, now: Date = new Date()): boolean {
  return date >= companyToday(now);
}

/** Whole years between a birthdate (YYYY-MM-DD) and today; the onboarding form shows it read-only. */
export function ageFromBirthdate(birthdate: string, now: Date = new Date()): number {
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  const [nowYear, nowMonth, nowDay] = companyToday(now).split('-').map(Number) as [number, number, number];
  const hadBirthday = nowMonth > month || (nowMonth === month && nowDay >= day);
  return nowYear - year - (hadBirthday ? 0 : 1);
}

/** A countdown as m:ss (the sign-in code's, docs/requirements.md#signing-in-and-ones-own-account). */
export function formatCountdown(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The calendar day `days` after a YYYY-MM-DD day (negative: before); days are whole, no zone involved. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD day to another (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const LONG_DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Tuesday 1 December 2026' for a YYYY-MM-DD day (a Bahrain calendar day, so no zone shifts it). */
export function longDayName(day: string): string {
  const parts = LONG_DAY.formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}
