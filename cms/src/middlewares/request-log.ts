import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

/** An onboarding link's secret, in the page's address or the API's. */
const ONBOARDING_SECRET = /^(\/(?:api\/)?onboarding\/)[^/?#]+/i;

/** The address as the log shows it: a new hire's secret never reaches a log file. */
export function loggedUrl(url: string): string {
  return url.replace(ONBOARDING_SECRET, '$1[secret]');
}

/** Strapi's request log line (strapi::logger), with the secrets of onboarding links left out. */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const start = Date.now();
    await next();
    strapi.log.http(`${ctx.method} ${loggedUrl(ctx.url)} (${Math.ceil(Date.now() - start)} ms) ${ctx.status}`);
  };
