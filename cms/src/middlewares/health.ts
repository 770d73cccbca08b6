import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { pingDatabase } from '../platform/database/raw';

/**
 * /_health says the process is up; /_ready says the database answers. Both sit before every other
 * middleware so a load balancer's probe costs nothing and is never logged or rate limited.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (ctx.path === '/_health') {
      ctx.body = { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
      return;
    }
    if (ctx.path === '/_ready') {
      try {
        await pingDatabase(strapi);
        ctx.body = { status: 'ready', database: strapi.db.dialect.client };
      } catch (error) {
        // The reason goes to the log; an anonymous caller learns only that the database is down.
        strapi.log.error(`[ready] database check failed: ${(error as Error).message}`);
        ctx.status = 503;
        ctx.body = { status: 'unavailable', database: strapi.db.dialect.client };
      }
      return;
    }
    await next();
  };
