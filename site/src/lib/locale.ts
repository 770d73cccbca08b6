import { CANDIDATE_LOCALES, type CandidateLocale, pathInLocale, type SiteTexts, siteTextsIn } from '@careers/shared';

/** The language Astro's i18n routing gave the page being built (English unless under /ar/). */
export const localeOf = (currentLocale: string | undefined): CandidateLocale =>
  CANDIDATE_LOCALES.find((locale) => locale === currentLocale) ?? 'en';

export interface PageLanguage {
  locale: CandidateLocale;
  /** The page's fixed texts in its language. */
  t: SiteTexts;
  /** A site path in the page's language. */
  path: (sitePath: string) => string;
  /**
   * The `lang` of the CMS's texts on this page: they are English until postings and sections have
   * Arabic fields, so an Arabic page marks them for screen readers and the browser's hyphenation.
   */
  contentLang: 'en' | undefined;
}

export function pageLanguage(currentLocale: string | undefined): PageLanguage {
  const locale = localeOf(currentLocale);
  return {
    locale,
    t: siteTextsIn(locale),
    path: (sitePath) => pathInLocale(locale, sitePath),
    contentLang: locale === 'en' ? undefined : 'en',
  };
}
