import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { siteBuilderProblem } from '../domain/site-build/builder-check';
import { readEnv } from '../platform/config/env';
import { checkDatabase, pendingDatabaseProblem } from '../platform/database/reachability';
import { isDraining } from '../platform/lifecycle/graceful-stop';
import { lowDiskProblem } from '../platform/storage/disk-space';

type Unready = 'stopping' | 'database' | 'disk space' | 'site builder';

/**
 * /_health says the process is up; /_ready says this instance should get traffic: it is not stopping,
 * the database answers within 1.5 s, its volumes have MIN_FREE_DISK_MB free, and the site builder can
 * run here. Both sit before every other middleware so a load balancer's probe costs nothing and is
 * never logged or rate limited.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const env = readEnv();
  let lastReported = '';
  /** The reason goes to the log (once per change); an anonymous caller learns only which part is down. */
  const report = (reason: Unready | null, detail: string) => {
    const key = reason ? `${reason}: ${detail}` : '';
    if (key === lastReported) return;
    lastReported = key;
    if (reason) strapi.log.error(`[ready] not ready, ${key}`);
    else strapi.log.info('[ready] ready again');
  };

  const unready = async (): Promise<Unready | null> => {
    if (isDraining()) return 'stopping';
    const database = pendingDatabaseProblem() ?? (await checkDatabase(strapi));
    if (database) {
      report('database', database);
      return 'database';
    }
    const disk = await lowDiskProblem(env);
    if (disk) {
      report('disk space', disk);
      return 'disk space';
    }
    // A web-only instance never builds the site: its workers' instances do.
    const builder = env.instanceRole === 'web' ? null : siteBuilderProblem(env);
    if (builder) {
      report('site builder', builder);
      return 'site builder';
    }
    report(null, '');
    return null;
  };

  return async (ctx: Context, next: Next) => {
    try {
      await answer(ctx, next);
    } finally {
      // Once stopping, every answer closes its connection (a request that came before the signal
      // included), so the listening socket can close without waiting for keep-alive timeouts.
      if (isDraining() && !ctx.headerSent) ctx.set('Connection', 'close');
    }
  };

  async function answer(ctx: Context, next: Next): Promise<void> {
    if (ctx.path === '/_health') {
      ctx.body = { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
      return;
    }
    if (ctx.path === '/_ready') {
      const reason = await unready();
      const database = strapi.db.dialect.client;
      if (reason) {
        ctx.status = 503;
        ctx.body = { status: 'unavailable', reason, database };
      } else {
        ctx.body = { status: 'ready', database };
      }
      return;
    }
    await next();
  }
};
