import { messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { isApiPath } from '../http/api-paths';
import { dialectOf } from '../platform/database/db-values';
import { checkDatabase, pendingDatabaseProblem } from '../platform/database/reachability';
import { Refusal } from '../platform/refusal';

/** When a client (or nginx, for a GET) may ask again: a database that stopped answering is most often back soon. */
const RETRY_AFTER_SECONDS = 5;

/**
 * An API request goes on only when PostgreSQL answers within 1.5 s; otherwise it is refused with 503
 * and Retry-After before anything is read or written, so it is safe to send again. Without this it
 * waited for a pool connection for up to 60 s, then failed with 500, and nginx (which never reads
 * /_ready) kept sending requests to wait so. The site's pages and files need no database and are
 * served on. SQLite is a file on this machine: it cannot become unreachable.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  if (dialectOf(strapi) !== 'postgres') return (_ctx: Context, next: Next) => next();
  return async (ctx: Context, next: Next) => {
    if (isApiPath(ctx.path) && (pendingDatabaseProblem() ?? (await checkDatabase(strapi))) !== null) {
      throw new Refusal(503, messages.requests.briefOutage, {}, RETRY_AFTER_SECONDS);
    }
    await next();
  };
};
