import {
  type CandidateLocale,
  isSafeSectionLink,
  type PublicPageSection,
  pathInLocale,
  SECTION_LINK_FALLBACKS,
} from '@careers/shared';

/** A path of this site, up to its query or fragment, whose last segment names a page (no file extension). */
const PAGE_WITHOUT_SLASH = /^(\/(?:[^/?#]+\/)*[^/?#.]+)(?=[?#]|$)/;

/**
 * A link to one of the site's pages in the form it is served under (/jobs/, not /jobs): sections
 * saved before that form was chosen, or typed without the slash, would cost every visitor a redirect.
 */
const withPageSlash = (link: string) => link.replace(PAGE_WITHOUT_SLASH, '$1/');

/**
 * Where a home call to action links: its section's content when it is a safe link, else its
 * fallback. The API refuses other schemes already; a row stored before that (or through /cms) still
 * never becomes a javascript: href. A link to one of the site's own pages leads to its version in the
 * page's language; anchors and other sites stay as written.
 */
export function buttonLink(
  key: keyof typeof SECTION_LINK_FALLBACKS,
  section: PublicPageSection | undefined,
  locale: CandidateLocale,
): string {
  const link = section?.content;
  const href = link && isSafeSectionLink(link) ? withPageSlash(link) : SECTION_LINK_FALLBACKS[key];
  return href.startsWith('/') && !href.startsWith('//') ? pathInLocale(locale, href) : href;
}
