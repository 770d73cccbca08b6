import { isSafeSectionLink, type PublicPageSection, SECTION_LINK_FALLBACKS } from '@careers/shared';

/**
 * Where a home call to action links: its section's content when it is a safe link, else the spec's
 * fallback. The API refuses other schemes already; a row stored before that (or through /cms) still
 * never becomes a javascript: href.
 */
export function buttonLink(key: keyof typeof SECTION_LINK_FALLBACKS, section: PublicPageSection | undefined): string {
  const link = section?.content;
  return link && isSafeSectionLink(link) ? link : SECTION_LINK_FALLBACKS[key];
}
