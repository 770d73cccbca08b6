import { messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { recordRefusedRequest } from '../domain/auth';
import { sendRefusal } from '../http/errors';
import { refusedRequestOf } from '../http/recruiter-session';
import { readEnv } from '../platform/config/env';
import { Refusal } from '../platform/refusal';

/**
 * The sign-in API and the back office's API: answers that hold accounts and candidates' data. Any
 * case: the router matches paths case-insensitively, so /API/Backoffice reaches the same handlers.
 */
const RECRUITER_API = /^\/api\/(?:admin-auth|backoffice)(?:\/|$)/i;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A browser names the page a request comes from in Origin (every browser for a cross-site write) or
 * at least in Sec-Fetch-Site. A client that sends neither is no browser (the CLI, curl, the tests),
 * so it carries no visitor's cookie that another site could be riding on.
 */
export function fromOwnSite(ctx: Context, trustedOrigins: readonly string[]): boolean {
  const origin = ctx.get('origin');
  if (origin) return origin === `${ctx.protocol}://${ctx.host}` || trustedOrigins.includes(origin);
  const site = ctx.get('sec-fetch-site');
  return site === '' || site === 'same-origin' || site === 'none';
}

function hasBody(ctx: Context): boolean {
  return ctx.get('transfer-encoding') !== '' || Number(ctx.get('content-length') || 0) > 0;
}

/**
 * Sits before the body parser. Nothing here is cached (errors included), and a write is taken only
 * from our own pages and as JSON: a form or text/plain body, which another site can post without
 * asking, is refused before it is read.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const { trustedOrigins } = readEnv();
  return async (ctx: Context, next: Next) => {
    if (!RECRUITER_API.test(ctx.path)) return next();
    ctx.set('Cache-Control', 'no-store');
    try {
      if (WRITES.has(ctx.method) && !fromOwnSite(ctx, trustedOrigins)) {
        // One line per minute for all such writes: a hostile page could vary the path endlessly.
        await recordRefusedRequest(strapi, {
          ...refusedRequestOf(ctx, `${ctx.method} from another site`),
          status: 403,
          account: null,
        });
        return sendRefusal(ctx, new Refusal(403, messages.requests.foreignOrigin));
      }
      if (WRITES.has(ctx.method) && hasBody(ctx) && !ctx.is('application/json')) {
        return sendRefusal(ctx, new Refusal(415, messages.requests.jsonRequired));
      }
      await next();
    } finally {
      // A handler may have set its own caching: these answers are never stored.
      ctx.set('Cache-Control', 'no-store');
    }
  };
};
