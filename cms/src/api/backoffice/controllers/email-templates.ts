import { emailTemplateDraftSchema, emailTemplateTestSendSchema } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { emailTemplatesResource } from '../../../domain/backoffice/resources/email-templates';
import { PREVIEW_POLICY, previewTemplate } from '../../../domain/email-templates/preview';
import { sendTemplateTest } from '../../../domain/email-templates/send-test';
import { findRow } from '../../../http/backoffice/resource-handlers';
import { writeContextOf } from '../../../http/recruiter-session';
import type { StoredRow } from '../../../platform/database/rows';
import { parse, Refusal } from '../../../platform/refusal';

/** The Email templates page's actions beside the simple-rest list and edit: preview and Send Test. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const template = async (ctx: Context): Promise<StoredRow<'api::email-template.email-template'>> => {
    const row = await findRow(strapi, emailTemplatesResource, String(ctx.params.id));
    if (!row) throw new Refusal(404, 'Not Found');
    return row;
  };
  return {
    async preview(ctx: Context) {
      const row = await template(ctx);
      const draft = parse(emailTemplateDraftSchema, ctx.request.body ?? {});
      ctx.set('Cache-Control', 'no-store');
      // The answer is JSON, but should anything ever open it as a page, the preview's policy holds.
      ctx.set('Content-Security-Policy', `${PREVIEW_POLICY}; sandbox; frame-ancestors 'none'`);
      ctx.body = await previewTemplate(row, draft);
    },

    async sendTest(ctx: Context) {
      const row = await template(ctx);
      const input = parse(emailTemplateTestSendSchema, ctx.request.body ?? {});
      ctx.body = await sendTemplateTest(writeContextOf(strapi, ctx), row, input);
    },
  };
};
