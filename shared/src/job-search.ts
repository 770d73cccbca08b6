// The job search island's helpers, language-free. This entry and its two text entries are
// built self-contained (tsup.islands.config.ts): a chunk shared with the other entries is one module
// to the site's bundler, which then ships with it every text any page takes from that chunk.
export { PUBLIC_JOB_TYPE_FILTERS } from './constants/jobs';
export { jobPagePath } from './constants/public-pages';
export { pathInLocale } from './i18n/translation';
