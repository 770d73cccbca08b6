import { messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { contentDisposition } from '../../../domain/applications/cv-files/cv-download-name';
import { cvTextView } from '../../../domain/applications/cv-files/cv-text-view';
import { openKitCv } from '../../../domain/scorecards/kit-cv';
import { interviewKitView } from '../../../domain/scorecards/kit-view';
import { openKit } from '../../../domain/scorecards/open-kit';
import { saveScorecardDraft, submitScorecard } from '../../../domain/scorecards/scorecard-changes';
import { privateLinkRequests } from '../../../http/private-link-requests';
import { currentDate } from '../../../platform/clock';
import { readEnv } from '../../../platform/config/env';
import { localFileStore } from '../../../platform/storage/private-files';

const HOUR_MS = 60 * 60 * 1000;
/** Drafts are saved as the interviewer types, so writes get room; the kit is read once a visit. */
const LIMITS = { read: { max: 120, windowMs: HOUR_MS }, write: { max: 600, windowMs: HOUR_MS } } as const;

/**
 * The interviewer's kit: no account, the kit link's token in each request's
 * body (never in a URL a log keeps); every answer is private and never cached.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const limited = privateLinkRequests(strapi, 'interview-kit', LIMITS, messages.interviewKit.tooManyRequests);

  return {
    async show(ctx: Context) {
      await limited(ctx, 'read');
      const now = currentDate();
      ctx.body = { kit: await interviewKitView(strapi, await openKit(strapi, ctx.request.body, now)) };
    },

    async draft(ctx: Context) {
      await limited(ctx, 'write');
      ctx.body = { kit: await saveScorecardDraft(strapi, ctx.request.body, currentDate()) };
    },

    async submit(ctx: Context) {
      await limited(ctx, 'write');
      ctx.body = await submitScorecard(strapi, { input: ctx.request.body, ip: ctx.request.ip }, currentDate());
    },

    async cv(ctx: Context) {
      await limited(ctx, 'read');
      const cv = await openKitCv(
        strapi,
        localFileStore(readEnv().privateFilesDir),
        { input: ctx.request.body, ip: ctx.request.ip },
        currentDate(),
      );
      ctx.set('X-Content-Type-Options', 'nosniff');
      if (cv.isPdf) {
        // Shown from a blob in the kit page's frame; the document itself may load nothing.
        ctx.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'self'");
        ctx.type = cv.contentType;
        ctx.set('Content-Disposition', contentDisposition('inline', cv.fileName));
        ctx.length = cv.size;
        ctx.body = cv.stream;
        return;
      }
      ctx.body = await cvTextView(cv);
    },
  };
};
