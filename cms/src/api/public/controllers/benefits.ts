import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { listActiveBenefits } from '../../../domain/catalog/public-catalog';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    ctx.body = { data: await listActiveBenefits(strapi) };
  },
});
