import { emailTemplateDraftSchema, emailTemplateTestSendSchema, firstIssueMessage } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { sessionOf } from '../../../domain/auth/guard';
import { findRow, sendResourceError } from '../../../domain/backoffice/handler';
import type { Row } from '../../../domain/backoffice/resource';
import { emailTemplatesResource } from '../../../domain/backoffice/resources/email-templates';
import { PREVIEW_POLICY, previewTemplate } from '../../../domain/email-templates/preview';
import { sendTemplateTest } from '../../../domain/email-templates/send-test';
import { sendError, sendNotFound } from '../../../http/errors';

/** The Email templates page's actions beside the simple-rest list and edit: preview and Send Test. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const template = async (ctx: Context): Promise<Row | null> => {
    const row = await findRow(strapi, emailTemplatesResource, String(ctx.params.id));
    if (!row) sendNotFound(ctx);
    return row;
  };
  return {
    async preview(ctx: Context) {
      const row = await template(ctx);
      if (!row) return;
      const draft = emailTemplateDraftSchema.safeParse(ctx.request.body ?? {});
      if (!draft.success) return sendError(ctx, 400, 'ValidationError', firstIssueMessage(draft.error));
      ctx.set('Cache-Control', 'no-store');
      // The answer is JSON, but should anything ever open it as a page, the preview's policy holds.
      ctx.set('Content-Security-Policy', `${PREVIEW_POLICY}; sandbox; frame-ancestors 'none'`);
      ctx.body = await previewTemplate(row, draft.data);
    },

    async sendTest(ctx: Context) {
      const row = await template(ctx);
      if (!row) return;
      const input = emailTemplateTestSendSchema.safeParse(ctx.request.body ?? {});
      if (!input.success) return sendError(ctx, 400, 'ValidationError', firstIssueMessage(input.error));
      const context = { strapi, session: sessionOf(ctx), ip: ctx.request.ip };
      try {
        ctx.body = await sendTemplateTest(context, row, input.data);
      } catch (error) {
        sendResourceError(ctx, error);
      }
    },
  };
};
