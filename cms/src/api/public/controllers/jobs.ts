import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { findActivePosting, listActivePostings } from '../../../domain/catalog/public-catalog';
import { Refusal } from '../../../platform/refusal';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    ctx.body = { data: await listActivePostings(strapi) };
  },
  async findOne(ctx: Context) {
    const posting = await findActivePosting(strapi, String(ctx.params.id));
    if (!posting) throw new Refusal(404, 'Job Not Found');
    ctx.body = { data: posting };
  },
});
