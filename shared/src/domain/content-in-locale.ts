import type { CandidateLocale } from '../i18n/translation';

// Content in both languages: explicit Arabic columns beside the English ones (a
// job's title_ar, a benefit's description_ar, ...). An Arabic page shows each text in Arabic where it
// is written and in English, marked lang="en", where not.

/** A field's Arabic column. */
export const arabicFieldOf = <Field extends string>(field: Field): `${Field}_ar` => `${field}_ar`;

/** A record's English texts `Field` and their Arabic versions. */
type Texts<Field extends string> = Partial<Record<Field | `${Field}_ar`, string | null>>;

/** Each translated text's `lang` on the page: 'en' where an Arabic page shows the English text. */
export type TextLang<Field extends string> = Readonly<Record<Field, 'en' | undefined>>;

/** Whether a record has English text without its Arabic version: the back office marks it. */
export const lacksArabicOf = <Field extends string>(record: Texts<Field>, fields: readonly Field[]): boolean =>
  fields.some((field) => Boolean(record[field]?.trim()) && !record[arabicFieldOf(field)]?.trim());

/**
 * The record as a page in `locale` shows it: each of `fields` in that language where written, else
 * in English, with `textLang` naming the ones left in English. Other fields stay as written.
 */
export function inLocale<Field extends string, Row extends Texts<Field>>(
  record: Row,
  fields: readonly Field[],
  locale: CandidateLocale,
): Row & { textLang: TextLang<Field> } {
  const shown: Texts<Field> = {};
  const textLang = Object.fromEntries(fields.map((field) => [field, undefined])) as Record<Field, 'en' | undefined>;
  if (locale === 'ar') {
    for (const field of fields) {
      const arabic = record[arabicFieldOf(field)]?.trim();
      if (arabic) shown[field] = arabic;
      else textLang[field] = 'en';
    }
  }
  return { ...record, ...shown, textLang };
}

/** A letter of the Arabic script (Arabic, Persian and Urdu letters alike). */
const ARABIC_LETTER = /\p{Script=Arabic}/u;

/**
 * The `lang` of a text kept in one language only (a department, a location, a screening question, the
 * company's name): 'en' where an Arabic page shows it and it has no Arabic letter, so screen readers
 * and hyphenation read it as English; one written in Arabic keeps the page's language.
 */
export const oneLanguageTextLang = (text: string, locale: CandidateLocale): 'en' | undefined =>
  locale === 'ar' && !ARABIC_LETTER.test(text) ? 'en' : undefined;

/** The texts of a job (template or posting) that have an Arabic version. */
export const JOB_TRANSLATED_FIELDS = ['title', 'description', 'responsibilities', 'requirements'] as const;
export type JobTranslatedField = (typeof JOB_TRANSLATED_FIELDS)[number];
export type JobArabicField = `${JobTranslatedField}_ar`;

/** The translated texts of a benefit, a page section and the privacy notice. */
export const BENEFIT_TRANSLATED_FIELDS = ['title', 'description'] as const;
export const SECTION_TRANSLATED_FIELDS = ['title', 'subtitle', 'content'] as const;
export const PRIVACY_NOTICE_TRANSLATED_FIELDS = ['title', 'summary', 'content'] as const;

export const lacksArabic = (job: Texts<JobTranslatedField>): boolean => lacksArabicOf(job, JOB_TRANSLATED_FIELDS);

export const jobInLocale = <Job extends Texts<JobTranslatedField>>(job: Job, locale: CandidateLocale) =>
  inLocale(job, JOB_TRANSLATED_FIELDS, locale);

type Section = Texts<(typeof SECTION_TRANSLATED_FIELDS)[number]> & { section_type: string };

/** A page section in `locale`; a button's content is its link, never replaced by text. */
export function sectionInLocale<Row extends Section>(section: Row, locale: CandidateLocale) {
  const shown = inLocale(section, SECTION_TRANSLATED_FIELDS, locale);
  return section.section_type === 'cta' ? { ...shown, content: section.content } : shown;
}

export const benefitInLocale = <Row extends Texts<(typeof BENEFIT_TRANSLATED_FIELDS)[number]>>(
  benefit: Row,
  locale: CandidateLocale,
) => inLocale(benefit, BENEFIT_TRANSLATED_FIELDS, locale);

export const privacyNoticeInLocale = <Row extends Texts<(typeof PRIVACY_NOTICE_TRANSLATED_FIELDS)[number]>>(
  notice: Row,
  locale: CandidateLocale,
) => inLocale(notice, PRIVACY_NOTICE_TRANSLATED_FIELDS, locale);
