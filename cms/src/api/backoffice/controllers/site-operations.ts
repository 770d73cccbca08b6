import { type BackgroundWork as BackgroundWorkAnswer, type MessageAnswer, messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { retryFailedWork } from '../../../domain/operations/retry-work';
import { scorerUpgradeProgress } from '../../../domain/scoring/scorer-upgrade';
import { requestManualBuild, siteBuildHistory } from '../../../domain/site-build/build-history';
import { changeActorOf } from '../../../http/recruiter-session';
import { readEnv } from '../../../platform/config/env';
import { backgroundWork } from '../../../platform/engine';
import { Refusal } from '../../../platform/refusal';

/** Settings → Advanced for ops: site builds and Rebuild now, background work and Retry. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async builds(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await siteBuildHistory(strapi, readEnv());
  },

  async rebuild(ctx: Context) {
    await requestManualBuild(strapi, readEnv(), changeActorOf(ctx));
    ctx.status = 202;
    ctx.body = { message: messages.settings.rebuildRequested } satisfies MessageAnswer;
  },

  async work(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    const [work, rescoring] = await Promise.all([backgroundWork(strapi), scorerUpgradeProgress(strapi)]);
    ctx.body = { ...work, rescoring } satisfies BackgroundWorkAnswer;
  },

  async retry(ctx: Context) {
    const target = { kind: ctx.params.kind, id: ctx.params.id };
    const requeued = await retryFailedWork(strapi, target, changeActorOf(ctx));
    if (!requeued) throw new Refusal(409, messages.settings.nothingToRetry);
    ctx.body = { message: messages.settings.retryQueued } satisfies MessageAnswer;
  },
});
