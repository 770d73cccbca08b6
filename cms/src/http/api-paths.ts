import { CMS_PANEL_PATH } from '@careers/shared';

/** Paths that belong to APIs: a browser never gets a page or a redirect there. */
const API_PREFIXES = [
  '/api/',
  CMS_PANEL_PATH,
  '/admin/',
  '/content-manager',
  '/content-type-builder',
  '/upload',
  '/i18n',
  '/_health',
  '/_ready',
  '/dev/',
];

/** Whether an API answers this path; every other path is a file of the site or the back office. */
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}
