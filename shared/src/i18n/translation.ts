/**
 * The shape of a translation of an English text module: the same keys, each string a string and each
 * function of the same arguments giving a string. `as const` modules give literal types; a
 * translation's texts are other strings, so literals widen here.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : Translation<T[K]>;
};

/** The languages of the candidate side: English at today's URLs, Arabic under /ar/. */
export const CANDIDATE_LOCALES = ['en', 'ar'] as const;
export type CandidateLocale = (typeof CANDIDATE_LOCALES)[number];

/** A routed or stored language name as a candidate language; anything else (none, an old row) is English. */
export const candidateLocaleOf = (value: unknown): CandidateLocale =>
  CANDIDATE_LOCALES.find((locale) => locale === value) ?? 'en';

/** How a language is written: Arabic right to left. */
export const directionOf = (locale: CandidateLocale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/** Each language's name in itself: the language switch offers the other one so. */
export const LANGUAGE_NAMES: Readonly<Record<CandidateLocale, string>> = { en: 'English', ar: 'العربية' };

/** Where the careers site keeps the language a visitor chose with the switch. */
export const LANGUAGE_STORAGE_KEY = 'careers-language';

/** A candidate page's address in a language: English at today's paths, Arabic under /ar/. */
export const pathInLocale = (locale: CandidateLocale, path: string): string =>
  locale === 'en' ? path : `/${locale}${path}`;

/** The language a site path is in, and the path without its language prefix. */
export function localeOfPath(path: string): { locale: CandidateLocale; path: string } {
  for (const locale of CANDIDATE_LOCALES) {
    if (locale === 'en') continue;
    const prefix = `/${locale}`;
    if (path === prefix || path.startsWith(`${prefix}/`)) return { locale, path: path.slice(prefix.length) || '/' };
  }
  return { locale: 'en', path };
}
