import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

/** An onboarding link's secret, in the page's address (English or Arabic) or the API's. */
const ONBOARDING_SECRET = /^(\/(?:api\/|ar\/)?onboarding\/)[^/?#]+/i;
/** An interviewer's calendar feed: /api/calendar/{token}.ics. */
const CALENDAR_SECRET = /^(\/api\/calendar\/)[^/?#]+?(\.ics)?(?=[?#]|$)/i;
/** A token in the query, e.g. /admin2025/reset-password?token=…: any parameter whose name ends in token. */
const QUERY_TOKEN = /([?&][^=&#]*token=)[^&#]*/gi;
/** A request id a proxy may pass on (nginx's $request_id is 32 hex digits): nothing that could forge a log line. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The address as the log shows it: no link's secret (onboarding, calendar, reset) reaches a log file. */
export function loggedUrl(url: string): string {
  return url
    .replace(ONBOARDING_SECRET, '$1[secret]')
    .replace(CALENDAR_SECRET, '$1[secret]$2')
    .replace(QUERY_TOKEN, '$1[secret]');
}

/** The proxy's request id when it sent a well-formed one, else a new one. */
export function requestIdFor(incoming: string): string {
  return REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * One line per request at the default level, with the secrets of links left out: method, address,
 * status, duration and a request id, which the answer echoes in X-Request-Id so a user's report
 * (or nginx's log) finds the line. In production the fields are the JSON line's own properties.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const start = performance.now();
    const requestId = requestIdFor(ctx.get('x-request-id'));
    ctx.set('X-Request-Id', requestId);
    ctx.state.requestId = requestId;
    try {
      await next();
    } finally {
      const durationMs = Math.round(performance.now() - start);
      const url = loggedUrl(ctx.url);
      // A thrown error is answered by the errors middleware inside this one: the status is final here.
      strapi.log.info(`${ctx.method} ${url} (${durationMs} ms) ${ctx.status}`, {
        type: 'request',
        method: ctx.method,
        path: url,
        status: ctx.status,
        duration_ms: durationMs,
        request_id: requestId,
      });
    }
  };
