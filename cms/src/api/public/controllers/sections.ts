import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isPageName, listActiveSections } from '../../../domain/catalog/public-catalog';
import { Refusal } from '../../../platform/refusal';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    const page = String(ctx.params.page);
    if (!isPageName(page)) throw new Refusal(404, 'Unknown page');
    ctx.body = { data: await listActiveSections(strapi, page) };
  },
});
