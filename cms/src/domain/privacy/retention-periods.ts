import type { Core } from '@strapi/strapi';
import { readSettings } from '../settings/read-settings';

const DAY = 24 * 60 * 60 * 1000;

/** The instant `months` calendar months before `now` (UTC), on the month's last day when it is shorter. */
export function monthsBefore(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(now.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(year, month, day, now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()),
  );
}

/** What each retention rule erases as of `now`: what was decided, completed or logged before these. */
export interface RetentionCutoffs {
  /** Rejected (and withdrawn) applications whose final decision is older. */
  decidedBefore: Date;
  /** Hired employees whose onboarding completed earlier. */
  onboardedBefore: Date;
  /** Audit entries older than this. */
  loggedBefore: Date;
}

/** The three retention settings (Settings → Retention): months, days and months. */
interface RetentionPeriods {
  retention_rejected_months: number;
  retention_onboarding_days: number;
  retention_audit_months: number;
}

/** The cutoffs of the retention periods at `now`: the arithmetic alone, no settings read. */
export function cutoffsAt(now: Date, periods: RetentionPeriods): RetentionCutoffs {
  return {
    decidedBefore: monthsBefore(now, periods.retention_rejected_months),
    onboardedBefore: new Date(now.getTime() - periods.retention_onboarding_days * DAY),
    loggedBefore: monthsBefore(now, periods.retention_audit_months),
  };
}

/** The cutoffs of the three retention settings (Settings → Retention) at `now`. */
export async function retentionCutoffs(strapi: Core.Strapi, now: Date): Promise<RetentionCutoffs> {
  const periods = await readSettings(strapi, [
    'retention_rejected_months',
    'retention_onboarding_days',
    'retention_audit_months',
  ]);
  return cutoffsAt(now, periods);
}
