import { timingSafeEqual } from 'node:crypto';
import { ADMIN_BASE_PATH, CMS_PANEL_PATH } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { registerSiteBuildMetrics } from '../domain/site-build/build-metrics';
import { readEnv } from '../platform/config/env';
import { registerEngineMetrics } from '../platform/engine/engine-metrics';
import { registerDiskMetrics } from '../platform/metrics/disk-metrics';
import { metricsRegistry, observeRequest } from '../platform/metrics/registry';

/**
 * The route a request is counted under: the API's route pattern (/api/public/jobs/:id), never the
 * address itself (an id or a token per series would be endless and would leak), or the part of the
 * product it went to.
 */
export function routeLabel(ctx: Context): string {
  const matched = (ctx as Context & { _matchedRoute?: unknown })._matchedRoute;
  if (typeof matched === 'string') return matched;
  const path = ctx.path;
  if (path === '/metrics') return '/metrics';
  if (path.startsWith('/api/')) return 'api (no route)';
  if (path === ADMIN_BASE_PATH || path.startsWith(`${ADMIN_BASE_PATH}/`)) return 'back office';
  if (path === CMS_PANEL_PATH || path.startsWith(`${CMS_PANEL_PATH}/`) || path.startsWith('/admin/'))
    return 'cms panel';
  if (path.startsWith('/_astro/')) return 'site assets';
  return 'site pages';
}

function bearerMatches(header: string, token: string): boolean {
  const given = Buffer.from(header.replace(/^Bearer\s+/i, ''));
  const expected = Buffer.from(token);
  return /^Bearer\s+/i.test(header) && given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Times every request by route pattern and status, and answers GET /metrics in Prometheus' format:
 * only with `Authorization: Bearer $METRICS_TOKEN`, and not at all (404) when no token is set.
 * The outbox, queue and build figures are read from the database at each scrape.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const env = readEnv();
  const { metricsToken } = env;
  if (metricsToken) {
    registerDiskMetrics(env, metricsRegistry);
    registerEngineMetrics(strapi, metricsRegistry);
    registerSiteBuildMetrics(strapi, metricsRegistry);
  }
  return async (ctx: Context, next: Next) => {
    if (ctx.path === '/metrics' && metricsToken) {
      if (!bearerMatches(ctx.get('authorization'), metricsToken)) {
        ctx.status = 401;
        ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
        ctx.body = { error: 'A bearer token is required' };
        return;
      }
      ctx.set('Content-Type', metricsRegistry.contentType);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await metricsRegistry.metrics();
      return;
    }
    const started = performance.now();
    try {
      await next();
    } finally {
      observeRequest(ctx.method, routeLabel(ctx), ctx.status, (performance.now() - started) / 1000);
    }
  };
};
