import { COMPANY_TIME_ZONE } from '@careers/shared/client';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: COMPANY_TIME_ZONE,
});

/** A moment of a build or a failure, in Bahrain time. */
export const momentOf = (iso: string | null) => (iso ? WHEN.format(new Date(iso)) : '—');

/** A build's duration in seconds, to one decimal. */
export const secondsOf = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);
