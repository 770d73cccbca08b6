import {
  bulkAnalysisRequestSchema,
  firstIssueMessage,
  messages,
  secretSettingInputSchema,
  templateGeneratorRequestSchema,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { generateJobTemplate } from '../../../domain/ai/job-template-generator';
import { recordAudit } from '../../../domain/auth/audit';
import { sessionOf } from '../../../domain/auth/guard';
import { sendResourceError } from '../../../domain/backoffice/handler';
import { bulkAnalysisProgress, startBulkAnalysis } from '../../../domain/scoring/bulk-analysis';
import { isSecretSettingKey, secretStatuses, writeSecretSetting } from '../../../domain/settings/secret-settings';
import { sendError } from '../../../http/errors';
import { readEnv } from '../../../platform/config/env';

/** The back office's AI actions: Run AI Analysis, the template generator, and the AI key itself. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async startAnalysis(ctx: Context) {
    const session = sessionOf(ctx);
    const input = bulkAnalysisRequestSchema.safeParse(ctx.request.body);
    if (!input.success) return sendError(ctx, 400, 'ValidationError', firstIssueMessage(input.error));
    try {
      const progress = await startBulkAnalysis(strapi, readEnv(), input.data.ids, session.admin.email);
      await recordAudit(strapi, {
        action: 'applications.ai_analysis',
        actorId: session.admin.documentId,
        actorEmail: session.admin.email,
        entityType: 'analysis-batch',
        entityId: progress.id,
        ip: ctx.request.ip,
        details: { applications: progress.total },
      });
      ctx.status = 202;
      ctx.body = progress;
    } catch (error) {
      sendResourceError(ctx, error);
    }
  },

  async analysisProgress(ctx: Context) {
    const progress = await bulkAnalysisProgress(strapi, String(ctx.params.id));
    if (!progress) return sendError(ctx, 404, 'NotFoundError', 'Not Found');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = progress;
  },

  async generateTemplate(ctx: Context) {
    const input = templateGeneratorRequestSchema.safeParse(ctx.request.body ?? {});
    if (!input.success) return sendError(ctx, 400, 'ValidationError', firstIssueMessage(input.error));
    const outcome = await generateJobTemplate(strapi, readEnv(), input.data);
    if (!outcome.ok && outcome.reason === 'no-key') {
      return sendError(ctx, 409, 'ConflictError', messages.jobsAdmin.openAiKeyMissing);
    }
    if (!outcome.ok) return sendError(ctx, 502, 'ApplicationError', messages.jobsAdmin.generateFailed);
    ctx.body = { template: outcome.template, message: messages.jobsAdmin.generateSucceeded };
  },

  async secrets(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await secretStatuses(strapi);
  },

  async writeSecret(ctx: Context) {
    const session = sessionOf(ctx);
    const key = String(ctx.params.key);
    if (!isSecretSettingKey(key)) return sendError(ctx, 404, 'NotFoundError', 'Not Found');
    const input = secretSettingInputSchema.safeParse(ctx.request.body);
    if (!input.success) return sendError(ctx, 400, 'ValidationError', firstIssueMessage(input.error));
    await writeSecretSetting(strapi, readEnv().secrets.ENCRYPTION_KEY, key, input.data.value);
    await recordAudit(strapi, {
      action: input.data.value ? 'settings.secret_set' : 'settings.secret_cleared',
      actorId: session.admin.documentId,
      actorEmail: session.admin.email,
      entityType: 'system-setting',
      entityId: key,
      ip: ctx.request.ip,
    });
    const status = (await secretStatuses(strapi)).find((candidate) => candidate.key === key);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ...status, message: input.data.value ? messages.scoring.secretSaved : messages.scoring.secretCleared };
  },
});
