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

/** The languages of the candidate side (issue 30): English at today's URLs, Arabic under /ar/. */
export const CANDIDATE_LOCALES = ['en', 'ar'] as const;
export type CandidateLocale = (typeof CANDIDATE_LOCALES)[number];

/** How a language is written: Arabic right to left. */
export const directionOf = (locale: CandidateLocale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');
