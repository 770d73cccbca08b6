import { type CandidateLocale, candidateLocaleOf, pathInLocale, type SiteTexts, siteTextsIn } from '@careers/shared';

export interface PageLanguage {
  locale: CandidateLocale;
  /** The page's fixed texts in its language. */
  t: SiteTexts;
  /** A site path in the page's language. */
  path: (sitePath: string) => string;
  /**
   * The `lang` of the CMS's texts that have no Arabic version (a posting's department and location,
   * its screening questions, the company's name): an Arabic page marks them for screen readers and
   * the browser's hyphenation. Texts with an Arabic version carry their own (textLang).
   */
  contentLang: 'en' | undefined;
}

/** The page's language as Astro's i18n routing gave it (English unless under /ar/), with its texts and paths. */
export function pageLanguage(currentLocale: string | undefined): PageLanguage {
  const locale = candidateLocaleOf(currentLocale);
  return {
    locale,
    t: siteTextsIn(locale),
    path: (sitePath) => pathInLocale(locale, sitePath),
    contentLang: locale === 'en' ? undefined : 'en',
  };
}
