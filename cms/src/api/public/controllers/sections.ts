import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isPageName, listActiveSections } from '../../../domain/catalog/public-catalog';
import { sendNotFound } from '../../../http/errors';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    const page = String(ctx.params.page);
    if (!isPageName(page)) return sendNotFound(ctx, 'Unknown page');
    ctx.body = { data: await listActiveSections(strapi, page) };
  },
});
