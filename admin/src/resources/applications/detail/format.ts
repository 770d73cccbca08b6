import { COMPANY_TIME_ZONE } from '@careers/shared/client';

/** Dates and times as the company reads them: Bahrain's clock. */
export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { timeZone: COMPANY_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

export const dateOnly = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { timeZone: COMPANY_TIME_ZONE, dateStyle: 'medium' });
