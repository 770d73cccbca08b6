import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { readPublicSettings } from '../../../domain/catalog/public-catalog';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async show(ctx: Context) {
    ctx.body = { data: await readPublicSettings(strapi) };
  },
});
