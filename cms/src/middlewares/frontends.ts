import { ADMIN_BASE_PATH, type CandidateLocale, localeOfPath, pathInLocale } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { ONBOARDING_TOKEN } from '../domain/hiring';
import { isApiPath } from '../http/api-paths';
import { sendRefusal } from '../http/errors';
import { chooseEncoding, isCompressibleType } from '../http/frontends/content-encoding';
import { preparePage } from '../http/frontends/page-security';
import {
  findEncodedCopy,
  findStaticFile,
  openStaticFile,
  resolveRoot,
  type StaticFile,
} from '../http/frontends/static-files';
import { slashedPageLocation } from '../http/frontends/trailing-slash';
import { readEnv } from '../platform/config/env';
import { Refusal } from '../platform/refusal';

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
  const isPage = file.contentType.startsWith('text/html');
  // The policy always comes from the plain page, whichever encoding is sent.
  const page = isPage ? await preparePage(file.path, file.stats.mtimeMs) : null;
  if (page) ctx.set('Content-Security-Policy', page.csp);
  let sent = file;
  if (isCompressibleType(file.contentType)) {
    ctx.vary('Accept-Encoding');
    const encoding = chooseEncoding(ctx.get('accept-encoding'));
    const copy = encoding ? await findEncodedCopy(file, encoding) : null;
    if (encoding && copy) {
      ctx.set('Content-Encoding', encoding);
      sent = copy;
    }
  }
  // HEAD answers exactly like GET, headers and length included, and Koa leaves the body out.
  if (ctx.method !== 'HEAD') ctx.body = page && sent === file ? page.html : openStaticFile(sent);
  ctx.length = sent.stats.size;
}

const ONBOARDING_PREFIX = '/onboarding/';

/**
 * /onboarding/{token}, /ar/onboarding/{token} and the bare pages: the secret in the path is the only
 * part that varies. The language whose page answers, or null for any other path.
 */
function onboardingPageLocale(fullPath: string): CandidateLocale | null {
  const { locale, path } = localeOfPath(fullPath);
  if (path === '/onboarding' || path === ONBOARDING_PREFIX) return locale;
  if (!path.startsWith(ONBOARDING_PREFIX)) return null;
  return ONBOARDING_TOKEN.test(path.slice(ONBOARDING_PREFIX.length).replace(/\/$/, '')) ? locale : null;
}

/**
 * One static page per language for every onboarding link; its island reads the secret from the
 * address. The address is a secret: no cache keeps the page, no link on it sends it on as a Referer,
 * and no search engine lists it. Any other character in the secret gets the site's usual redirect.
 */
async function sendOnboardingPage(ctx: Context, siteRoot: string, locale: CandidateLocale): Promise<void> {
  const page = await findStaticFile(siteRoot, pathInLocale(locale, '/onboarding/index.html'));
  if (!page) return;
  await send(ctx, page);
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('X-Robots-Tag', 'noindex, nofollow');
}

/**
 * The careers site at / and the back office at /admin2025, served by this process when their builds
 * exist: one process, one origin (docs/ARCHITECTURE.md). Strapi's own routes answer first; files are only looked for on a 404.
 * Not koa-static: its root is fixed at start, not the live release resolved per request, and it
 * serves /jobs without the redirect. Not koa-send: it sends br to a client that prefers gzip (no
 * q-values between the two), sets no Vary and its own type and caching; overriding those leaves it
 * only opening the file.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const env = readEnv();
  return async (ctx: Context, next: Next) => {
    if (climbsOut(ctx.path)) {
      sendRefusal(ctx, new Refusal(404, 'Not Found'));
      return;
    }
    // Old links: a browser opening /admin/... lands on the same page of the back office. Strapi's
    // panel API also lives under /admin (JSON), so only page navigations are redirected.
    if (/^\/admin(\/|$)/.test(ctx.path) && wantsPage(ctx) && (!env.serveAdmin || (await resolveRoot(env.adminDir)))) {
      ctx.status = 301;
      ctx.redirect(`${ADMIN_BASE_PATH}${ctx.path.slice('/admin'.length)}${ctx.search}`);
      return;
    }
    // Strapi answers / itself with a redirect to its panel: the careers home page comes first.
    if (ctx.path === '/' && (ctx.method === 'GET' || ctx.method === 'HEAD') && env.serveSite) {
      const siteRoot = await resolveRoot(env.siteDir);
      const home = siteRoot ? await findStaticFile(siteRoot, '/index.html') : null;
      if (home) return await send(ctx, home);
    }
    await next();
    if (ctx.status !== 404 || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return;
    if (isApiPath(ctx.path)) return;

    if (ctx.path === ADMIN_BASE_PATH || ctx.path.startsWith(`${ADMIN_BASE_PATH}/`)) {
      const adminRoot = env.serveAdmin ? await resolveRoot(env.adminDir) : null;
      if (!adminRoot) return;
      const asset = await findStaticFile(adminRoot, ctx.path.slice(ADMIN_BASE_PATH.length) || '/');
      // A single-page app: every path that is not a file gets index.html and routes in the browser.
      const file = asset ?? (wantsPage(ctx) ? await findStaticFile(adminRoot, '/index.html') : null);
      if (file) await send(ctx, file);
      return;
    }

    const siteRoot = env.serveSite ? await resolveRoot(env.siteDir) : null;
    if (!siteRoot) return;
    const onboardingLocale = onboardingPageLocale(ctx.path);
    if (onboardingLocale) return await sendOnboardingPage(ctx, siteRoot, onboardingLocale);
    const file = await findStaticFile(siteRoot, ctx.path);
    const slashed = file && slashedPageLocation(ctx.path, ctx.search, file);
    if (slashed) {
      ctx.status = 301;
      return ctx.redirect(slashed);
    }
    if (file) return await send(ctx, file);
    // The page's language (English, or Arabic under /ar/) decides which not-found answer it gets.
    const { locale, path } = localeOfPath(ctx.path);
    // A job that is not (or no longer) active: the site's Job Not Found page, as a 404.
    if (/^\/jobs\/[^/]+\/?$/.test(path) && wantsPage(ctx)) {
      const notFound = await findStaticFile(siteRoot, pathInLocale(locale, '/jobs/not-found/index.html'));
      if (notFound) {
        await send(ctx, notFound);
        ctx.status = 404;
        return;
      }
    }
    // The careers site sends every unknown page to the home page (docs/requirements.md#browsing-jobs).
    if (wantsPage(ctx)) {
      const home = pathInLocale(locale, '/');
      strapi.log.debug(`[site] unknown page ${ctx.path}, redirecting to ${home}`);
      ctx.redirect(home);
    }
  };
};
