import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isPageName, listActiveSections } from '../../../domain/catalog/public-catalog';
import { currentPrivacyNotice } from '../../../domain/content/privacy-notice';
import { Refusal } from '../../../platform/refusal';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    const page = String(ctx.params.page);
    if (!isPageName(page)) throw new Refusal(404, 'Unknown page');
    ctx.body = { data: await listActiveSections(strapi, page) };
  },

  /** The privacy notice's newest version: the /privacy page and the apply form show it. */
  async privacyNotice(ctx: Context) {
    ctx.body = { data: await currentPrivacyNotice(strapi) };
  },
});
