import type { CandidateLocale } from '../i18n/translation';
import { COMPANY_TIME_ZONE } from './dates';

/**
 * Dates and amounts as a candidate reads them in either language: Arabic month
 * names with Western digits, as is usual in Bahrain, and a salary range kept whole inside Arabic text.
 */

// -u-nu-latn: Arabic words, Western digits ("28 نوفمبر 2026", not "٢٨ نوفمبر ٢٠٢٦").
const INTL_LOCALE: Record<CandidateLocale, string> = { en: 'en-GB', ar: 'ar-BH-u-nu-latn' };

/** "28 November 2026" or "28 نوفمبر 2026", on Bahrain's calendar. */
export function candidateDate(instant: Date | string, locale: CandidateLocale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: COMPANY_TIME_ZONE,
  }).format(new Date(instant));
}

/** A Bahrain calendar day (YYYY-MM-DD) the same way: "11 December 2026"; noon UTC is that day in Bahrain. */
export const candidateDay = (day: string, locale: CandidateLocale): string =>
  candidateDate(`${day.slice(0, 10)}T12:00:00Z`, locale);

/** An amount with Western digits and thousands separators in either language: "1,400". */
export const candidateAmount = (value: number, locale: CandidateLocale): string =>
  new Intl.NumberFormat(INTL_LOCALE[locale]).format(value);

// Left-to-right isolate and its end (Unicode bidi, UAX #9): the range reads "BHD 900 – 1,400" in
// Arabic text instead of being reordered around the dash.
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * A name or title put into a sentence of the other direction, isolated: "مرحبًا Sara!" keeps its "!"
 * after the name instead of moving it into the Arabic text. Its own first letter sets its direction.
 */
export const isolated = (text: string): string => `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;

/**
 * "BHD 900 – 1,400". In Arabic the range is a left-to-right isolate, for plain text such as an
 * e-mail; an HTML page puts it in `<bdi dir="ltr">` and asks for `isolate: false`.
 */
export function salaryRangeText(
  salary: { min: number; max: number; currency: string },
  locale: CandidateLocale,
  options: { isolate: boolean } = { isolate: true },
): string {
  const range = `${salary.currency} ${candidateAmount(salary.min, locale)} – ${candidateAmount(salary.max, locale)}`;
  return locale === 'ar' && options.isolate ? `${LEFT_TO_RIGHT_ISOLATE}${range}${POP_DIRECTIONAL_ISOLATE}` : range;
}
