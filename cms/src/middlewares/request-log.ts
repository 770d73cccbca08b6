import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

/** An onboarding link's secret, in the page's address or the API's. */
const ONBOARDING_SECRET = /^(\/(?:api\/)?onboarding\/)[^/?#]+/i;
/** An interviewer's calendar feed: /api/calendar/{token}.ics. */
const CALENDAR_SECRET = /^(\/api\/calendar\/)[^/?#]+?(\.ics)?(?=[?#]|$)/i;
/** A token in the query, e.g. /admin2025/reset-password?token=…: any parameter whose name ends in token. */
const QUERY_TOKEN = /([?&][^=&#]*token=)[^&#]*/gi;

/** The address as the log shows it: no link's secret (onboarding, calendar, reset) reaches a log file. */
export function loggedUrl(url: string): string {
  return url
    .replace(ONBOARDING_SECRET, '$1[secret]')
    .replace(CALENDAR_SECRET, '$1[secret]$2')
    .replace(QUERY_TOKEN, '$1[secret]');
}

/** Strapi's request log line (strapi::logger), with the secrets of links left out. */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const start = Date.now();
    await next();
    strapi.log.http(`${ctx.method} ${loggedUrl(ctx.url)} (${Math.ceil(Date.now() - start)} ms) ${ctx.status}`);
  };
