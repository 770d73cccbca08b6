import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { hitRateLimit, type RateLimit, refuseOverLimit } from '../platform/rate-limit';

/**
 * Pages opened by a private link instead of an account (the candidate's own page, the interviewer's
 * kit): each request counts against its kind's limit per client address, and no answer, which names
 * a person and depends on a secret, is kept by a cache.
 */
export function privateLinkRequests<Kind extends string>(
  strapi: Core.Strapi,
  scope: string,
  limits: Readonly<Record<Kind, RateLimit>>,
  tooManyRequests: string,
) {
  return async (ctx: Context, kind: Kind): Promise<void> => {
    refuseOverLimit(await hitRateLimit(strapi, `${scope}:${kind}:ip:${ctx.request.ip}`, limits[kind]), tooManyRequests);
    ctx.set('Cache-Control', 'no-store');
  };
}
