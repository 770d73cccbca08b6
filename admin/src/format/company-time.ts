import { COMPANY_TIME_ZONE } from '@careers/shared/client';

// Dates and times as the company reads them: Bahrain's calendar and clock, whatever the browser's zone.

const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: COMPANY_TIME_ZONE });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: COMPANY_TIME_ZONE,
});

/** '24 Nov 2026' in Bahrain. */
export const companyDate = (iso: string) => DATE.format(new Date(iso));

/** '24 Nov 2026, 09:30' in Bahrain. */
export const companyDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
