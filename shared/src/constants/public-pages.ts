/**
 * The careers site's pages at the one address each is served, linked and listed under: with a
 * trailing slash, as the build writes each page as a folder's index.html. The address without the
 * slash answers 301 to this one, so a search engine sees every page once.
 */
export const PUBLIC_PAGE_PATHS = {
  home: '/',
  jobs: '/jobs/',
  benefits: '/benefits/',
  about: '/about/',
  privacy: '/privacy/',
} as const;

/** A posting's page on the careers site. */
export const jobPagePath = (postingId: string): string => `${PUBLIC_PAGE_PATHS.jobs}${postingId}/`;
