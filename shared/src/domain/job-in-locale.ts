import type { CandidateLocale } from '../i18n/translation';

// A job's texts in both languages (issue 30 item 2): explicit Arabic columns beside the English ones
// (title_ar, description_ar, responsibilities_ar, requirements_ar) on templates and postings. An Arabic
// page shows each text in Arabic where it is written and in English, marked lang="en", where not.

/** The texts of a job that have an Arabic version. */
export const JOB_TRANSLATED_FIELDS = ['title', 'description', 'responsibilities', 'requirements'] as const;
export type JobTranslatedField = (typeof JOB_TRANSLATED_FIELDS)[number];
export type JobArabicField = `${JobTranslatedField}_ar`;

/** A field's Arabic column. */
export const arabicFieldOf = <Field extends JobTranslatedField>(field: Field): `${Field}_ar` => `${field}_ar`;

type JobTexts = Partial<Record<JobTranslatedField | JobArabicField, string | null>>;

/** Whether a job has English text without its Arabic version: the back office marks it. */
export const lacksArabic = (job: JobTexts): boolean =>
  JOB_TRANSLATED_FIELDS.some((field) => Boolean(job[field]?.trim()) && !job[arabicFieldOf(field)]?.trim());

/** Each translated text's `lang` on the page: 'en' where an Arabic page shows the English text. */
export type JobTextLang = Readonly<Record<JobTranslatedField, 'en' | undefined>>;

/**
 * The job as a page in `locale` shows it: each text in that language where written, else in English,
 * with `textLang` naming the ones left in English. Department and location stay as written.
 */
export function jobInLocale<Job extends JobTexts>(job: Job, locale: CandidateLocale): Job & { textLang: JobTextLang } {
  const shown: JobTexts = {};
  const textLang: Record<JobTranslatedField, 'en' | undefined> = {
    title: undefined,
    description: undefined,
    responsibilities: undefined,
    requirements: undefined,
  };
  if (locale === 'ar') {
    for (const field of JOB_TRANSLATED_FIELDS) {
      const arabic = job[arabicFieldOf(field)]?.trim();
      if (arabic) shown[field] = arabic;
      else textLang[field] = 'en';
    }
  }
  return { ...job, ...shown, textLang };
}
