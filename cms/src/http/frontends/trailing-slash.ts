import type { StaticFile } from './static-files';

/**
 * Where a page asked for without its trailing slash lives: /jobs answers 301 to /jobs/, query kept.
 * The site's pages are folders, linked, listed and canonical with the slash; one address a page keeps
 * search engines from seeing each twice. Null for a file (/sitemap.xml) or a path already slashed.
 */
export function slashedPageLocation(path: string, search: string, file: StaticFile): string | null {
  if (!file.folderIndex || path.endsWith('/')) return null;
  // Repeated slashes become one: a Location of //jobs/ would send the browser to a host named jobs.
  return `${path.replace(/\/{2,}/g, '/')}/${search}`;
}
