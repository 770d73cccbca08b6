import { companyDateTime } from '../../format/company-time';

/** A moment of a build or a failure, in Bahrain time. */
export const momentOf = (iso: string | null) => (iso ? companyDateTime(iso) : '—');

/** A build's duration in seconds, to one decimal. */
export const secondsOf = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);
