import { existsSync } from 'node:fs';
import { ADMIN_BASE_PATH } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { readEnv } from '../config/env';
import { preparePage } from '../frontends/page-security';
import { findStaticFile, openStaticFile, type StaticFile } from '../frontends/static-files';
import { errorBody } from '../http/errors';

/** Paths that belong to APIs: a browser never gets a page or a redirect there. */
const API_PREFIXES = [
  '/api/',
  '/cms',
  '/admin/',
  '/content-manager',
  '/content-type-builder',
  '/upload',
  '/i18n',
  '/_health',
  '/_ready',
  '/dev/',
];

/** A path that climbs out of its folder (or hides a NUL) names nothing we serve: a plain 404. */
function climbsOut(path: string): boolean {
  try {
    const decoded = decodeURIComponent(path);
    return decoded.includes('\0') || decoded.split(/[\\/]/).includes('..');
  } catch {
    return true;
  }
}

/** A browser navigation: it asks for HTML by name (fetch and API clients send JSON or *\/*). */
function wantsPage(ctx: Context): boolean {
  return (ctx.method === 'GET' || ctx.method === 'HEAD') && (ctx.get('accept') ?? '').includes('text/html');
}

async function send(ctx: Context, file: StaticFile): Promise<void> {
  ctx.status = 200;
  ctx.type = file.contentType;
  ctx.lastModified = file.stats.mtime;
  // Built assets carry a content hash in their path; pages must be revalidated to pick up a new release.
  ctx.set('Cache-Control', /\/(_astro|assets)\//.test(ctx.path) ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (file.contentType.startsWith('text/html')) {
    const page = await preparePage(file.path, file.stats.mtimeMs);
    ctx.set('Content-Security-Policy', page.csp);
    ctx.body = ctx.method === 'HEAD' ? null : page.html;
    return;
  }
  ctx.length = file.stats.size;
  ctx.body = ctx.method === 'HEAD' ? null : openStaticFile(file);
}

/**
 * The careers site at / and the back office at /admin2025, served by this process when their builds
 * exist (DESIGN.md section 3). Strapi's own routes answer first; files are only looked for on a 404.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const env = readEnv();
  return async (ctx: Context, next: Next) => {
    if (climbsOut(ctx.path)) {
      ctx.status = 404;
      ctx.body = errorBody(404, 'NotFoundError', 'Not Found');
      return;
    }
    // Old links: a browser opening /admin/... lands on the same page of the back office. Strapi's
    // panel API also lives under /admin (JSON), so only page navigations are redirected.
    if (/^\/admin(\/|$)/.test(ctx.path) && wantsPage(ctx) && (!env.serveAdmin || existsSync(env.adminDir))) {
      ctx.status = 301;
      ctx.redirect(`${ADMIN_BASE_PATH}${ctx.path.slice('/admin'.length)}${ctx.search}`);
      return;
    }
    // Strapi answers / itself with a redirect to its panel: the careers home page comes first.
    if (ctx.path === '/' && (ctx.method === 'GET' || ctx.method === 'HEAD') && env.serveSite) {
      const home = await findStaticFile(env.siteDir, '/index.html');
      if (home) return await send(ctx, home);
    }
    await next();
    if (ctx.status !== 404 || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return;
    if (API_PREFIXES.some((prefix) => ctx.path.startsWith(prefix))) return;

    if (ctx.path === ADMIN_BASE_PATH || ctx.path.startsWith(`${ADMIN_BASE_PATH}/`)) {
      if (!env.serveAdmin || !existsSync(env.adminDir)) return;
      const asset = await findStaticFile(env.adminDir, ctx.path.slice(ADMIN_BASE_PATH.length) || '/');
      // A single-page app: every path that is not a file gets index.html and routes in the browser.
      const file = asset ?? (wantsPage(ctx) ? await findStaticFile(env.adminDir, '/index.html') : null);
      if (file) await send(ctx, file);
      return;
    }

    if (!env.serveSite || !existsSync(env.siteDir)) return;
    const file = await findStaticFile(env.siteDir, ctx.path);
    if (file) return await send(ctx, file);
    // A job that is not (or no longer) active: the site's Job Not Found page, as a 404.
    if (/^\/jobs\/[^/]+\/?$/.test(ctx.path) && wantsPage(ctx)) {
      const notFound = await findStaticFile(env.siteDir, '/jobs/not-found/index.html');
      if (notFound) {
        await send(ctx, notFound);
        ctx.status = 404;
        return;
      }
    }
    // The careers site sends every unknown page to the home page (public spec section 2).
    if (wantsPage(ctx)) {
      strapi.log.debug(`[site] unknown page ${ctx.path}, redirecting to /`);
      ctx.redirect('/');
    }
  };
};
