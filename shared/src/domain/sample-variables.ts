import { SAMPLE_TEMPLATE_VARIABLES } from '../constants/email';
import type { CandidateLocale } from '../i18n/translation';
import { candidateDate } from './candidate-format';

// The sample dates as instants (09:00 in Bahrain), written as the real e-mails write dates.
const SAMPLE_DATES = {
  application_date: '2026-11-22T06:00:00Z',
  start_date: '2027-01-01T06:00:00Z',
  interview_date: '2026-11-25T06:00:00Z',
} as const;

/** The candidate's own words in the Arabic sample: name and job as an Arabic application shows them. */
const ARABIC_SAMPLE_WORDS: Readonly<Record<string, string>> = {
  applicant_name: 'مريم السيد',
  job_title: 'محاسب أول',
};

/**
 * Sample values for a template's preview and test send in the language of the wording shown (issue
 * 30): an Arabic preview reads its dates with Arabic month names, as an Arabic candidate's e-mail does.
 */
export function sampleTemplateVariables(locale: CandidateLocale): Record<string, string> {
  const dates = Object.fromEntries(
    Object.entries(SAMPLE_DATES).map(([name, instant]) => [name, candidateDate(instant, locale)]),
  );
  return { ...SAMPLE_TEMPLATE_VARIABLES, ...dates, ...(locale === 'ar' ? ARABIC_SAMPLE_WORDS : {}) };
}
