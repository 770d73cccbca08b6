import { type InterviewerFeedCreated, type InterviewerFeeds, type MessageAnswer, messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { interviewAgenda } from '../../../domain/interviews/agenda';
import {
  activeInterviewerFeeds,
  createInterviewerFeed,
  type FeedActor,
  revokeInterviewerFeed,
} from '../../../domain/interviews/interviewer-feeds';
import { sessionOf } from '../../../http/recruiter-session';
import { currentDate } from '../../../platform/clock';
import { readEnv } from '../../../platform/config/env';

function recruiterOf(ctx: Context): FeedActor {
  const { admin } = sessionOf(ctx);
  return { adminId: admin.documentId, email: admin.email, ip: ctx.request.ip };
}

/** The interview agenda and the interviewers' private calendar feeds. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async agenda(ctx: Context) {
    ctx.body = await interviewAgenda(strapi, ctx.query);
  },

  async feeds(ctx: Context) {
    ctx.body = { data: await activeInterviewerFeeds(strapi) } satisfies InterviewerFeeds;
  },

  async createFeed(ctx: Context) {
    const feed = await createInterviewerFeed(strapi, {
      request: ctx.request.body ?? {},
      by: recruiterOf(ctx),
      publicUrl: readEnv().publicUrl,
      now: currentDate(),
    });
    // The secret address is in this answer only: no cache may keep it.
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = { data: feed, message: messages.interviewAgenda.feedCreated } satisfies InterviewerFeedCreated;
  },

  async revokeFeed(ctx: Context) {
    await revokeInterviewerFeed(strapi, { request: ctx.request.body ?? {}, by: recruiterOf(ctx), now: currentDate() });
    ctx.body = { message: messages.interviewAgenda.feedRevoked } satisfies MessageAnswer;
  },
});
