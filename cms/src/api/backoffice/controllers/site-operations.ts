import { messages, retryTargetSchema } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { sessionOf } from '../../../domain/auth/guard';
import { retryFailedWork } from '../../../domain/operations/retry-work';
import { requestManualBuild, siteBuildHistory } from '../../../domain/site-build/build-history';
import { sendError, sendNotFound } from '../../../http/errors';
import { readEnv } from '../../../platform/config/env';
import { backgroundWork } from '../../../platform/engine';

const actorOf = (ctx: Context) => {
  const { admin } = sessionOf(ctx);
  return { documentId: admin.documentId, email: admin.email, ip: ctx.request.ip };
};

/** Settings → Advanced for ops: site builds and Rebuild now, background work and Retry. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async builds(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await siteBuildHistory(strapi, readEnv());
  },

  async rebuild(ctx: Context) {
    await requestManualBuild(strapi, readEnv(), actorOf(ctx));
    ctx.status = 202;
    ctx.body = { message: messages.settings.rebuildRequested };
  },

  async work(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await backgroundWork(strapi);
  },

  async retry(ctx: Context) {
    const target = retryTargetSchema.safeParse({ kind: ctx.params.kind, id: ctx.params.id });
    if (!target.success) return sendNotFound(ctx);
    const requeued = await retryFailedWork(strapi, target.data, actorOf(ctx));
    if (!requeued) return sendError(ctx, 409, 'ConflictError', messages.settings.nothingToRetry);
    ctx.body = { message: messages.settings.retryQueued };
  },
});
