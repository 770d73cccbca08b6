import { messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { LinkRequest } from '../../../domain/auth/actor';
import { requestLostLink } from '../../../domain/privacy/self-service/lost-link';
import {
  correctOwnContact,
  eraseOwn,
  ownDataCopy,
  ownOverview,
  withdrawOwn,
} from '../../../domain/privacy/self-service/own-data';
import { privateLinkRequests } from '../../../http/private-link-requests';
import { currentDate } from '../../../platform/clock';
import { readEnv } from '../../../platform/config/env';
import { localFileStore } from '../../../platform/storage/private-files';

const HOUR_MS = 60 * 60 * 1000;

/** What the candidate sent and from where: private-link actions are audited with the client's address. */
const linkRequest = (ctx: Context): LinkRequest => ({ input: ctx.request.body, ip: ctx.request.ip });
/** Reads of the page, and the actions that change or export data, per client address and hour. */
const LIMITS = { read: { max: 120, windowMs: HOUR_MS }, act: { max: 20, windowMs: HOUR_MS } } as const;

/**
 * The candidate's own page: no account, the private link's token in each request's
 * body (never in a URL a log keeps); every answer is private and never cached.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const limited = privateLinkRequests(strapi, 'my-data', LIMITS, messages.selfService.tooManyRequests);
  const store = () => localFileStore(readEnv().privateFilesDir);

  return {
    async overview(ctx: Context) {
      await limited(ctx, 'read');
      ctx.body = { overview: await ownOverview(strapi, ctx.request.body, currentDate()) };
    },

    async copy(ctx: Context) {
      await limited(ctx, 'act');
      const zip = await ownDataCopy(strapi, store(), linkRequest(ctx), currentDate());
      ctx.type = 'application/zip';
      ctx.set('Content-Disposition', 'attachment; filename="my-data.zip"');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.body = zip;
    },

    async contact(ctx: Context) {
      await limited(ctx, 'act');
      ctx.body = await correctOwnContact(strapi, linkRequest(ctx), currentDate());
    },

    async withdraw(ctx: Context) {
      await limited(ctx, 'act');
      ctx.body = await withdrawOwn(strapi, linkRequest(ctx), currentDate());
    },

    async erase(ctx: Context) {
      await limited(ctx, 'act');
      ctx.body = await eraseOwn(strapi, store(), linkRequest(ctx), currentDate());
    },

    async lostLink(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await requestLostLink(strapi, { input: ctx.request.body, ip: ctx.request.ip });
    },
  };
};
