import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { findActivePosting, listActivePostings } from '../../../domain/catalog/public-catalog';
import { sendNotFound } from '../../../http/errors';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    ctx.body = { data: await listActivePostings(strapi) };
  },
  async findOne(ctx: Context) {
    const posting = await findActivePosting(strapi, String(ctx.params.id));
    if (!posting) return sendNotFound(ctx, 'Job Not Found');
    ctx.body = { data: posting };
  },
});
