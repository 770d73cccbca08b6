import {
  type CandidateLocale,
  candidateLocaleOf,
  oneLanguageTextLang,
  pathInLocale,
  type SiteTexts,
  siteTextsIn,
} from '@careers/shared';

export interface PageLanguage {
  locale: CandidateLocale;
  /** The page's fixed texts in its language. */
  t: SiteTexts;
  /** A site path in the page's language. */
  path: (sitePath: string) => string;
  /**
   * The `lang` of one of the CMS's texts that have no Arabic version (a posting's department and
   * location, a screening question, the company's name): an Arabic page marks each that is written in
   * English, for screen readers and the browser's hyphenation. Texts with an Arabic version carry
   * their own (textLang).
   */
  langOf: (text: string) => 'en' | undefined;
}

/** The page's language as Astro's i18n routing gave it (English unless under /ar/), with its texts and paths. */
export function pageLanguage(currentLocale: string | undefined): PageLanguage {
  const locale = candidateLocaleOf(currentLocale);
  return {
    locale,
    t: siteTextsIn(locale),
    path: (sitePath) => pathInLocale(locale, sitePath),
    langOf: (text) => oneLanguageTextLang(text, locale),
  };
}
