import {
  arabicDraftRequestSchema,
  bulkAnalysisRequestSchema,
  messages,
  secretSettingInputSchema,
  templateGeneratorRequestSchema,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { draftArabicJobTexts } from '../../../domain/ai/arabic-job-draft';
import { generateJobTemplate } from '../../../domain/ai/job-template-generator';
import { aiProvider } from '../../../domain/ai/openai-connection';
import { bulkAnalysisProgress, startBulkAnalysis } from '../../../domain/scoring/bulk-analysis';
import { changeSecretSetting, isSecretSettingKey, secretStatuses } from '../../../domain/settings/secret-settings';
import { changeActorOf } from '../../../http/recruiter-session';
import { readEnv } from '../../../platform/config/env';
import { parse, Refusal } from '../../../platform/refusal';

/** The back office's AI actions: Run AI Analysis, the template generator, the Arabic draft, and the AI key itself. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async startAnalysis(ctx: Context) {
    const { ids } = parse(bulkAnalysisRequestSchema, ctx.request.body);
    ctx.body = await startBulkAnalysis(strapi, readEnv(), ids, changeActorOf(ctx));
    ctx.status = 202;
  },

  async analysisProgress(ctx: Context) {
    const progress = await bulkAnalysisProgress(strapi, String(ctx.params.id));
    if (!progress) throw new Refusal(404, 'Not Found');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = progress;
  },

  async generateTemplate(ctx: Context) {
    const request = parse(templateGeneratorRequestSchema, ctx.request.body ?? {});
    ctx.body = await generateJobTemplate(strapi, readEnv(), request);
  },

  /** The Arabic draft of a job's English texts; nothing is saved until the form is. */
  async draftArabic(ctx: Context) {
    const english = parse(arabicDraftRequestSchema, ctx.request.body ?? {});
    ctx.body = await draftArabicJobTexts(strapi, readEnv(), english);
  },

  async secrets(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await secretStatuses(strapi);
  },

  /** Where AI requests go, for Settings → Advanced (a transfer abroad needs the candidates' consent). */
  async provider(ctx: Context) {
    ctx.body = aiProvider(readEnv());
  },

  async writeSecret(ctx: Context) {
    const key = String(ctx.params.key);
    if (!isSecretSettingKey(key)) throw new Refusal(404, 'Not Found');
    const { value } = parse(secretSettingInputSchema, ctx.request.body);
    await changeSecretSetting(strapi, readEnv().secrets.ENCRYPTION_KEY, { key, value, by: changeActorOf(ctx) });
    const status = (await secretStatuses(strapi)).find((candidate) => candidate.key === key);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ...status, message: value ? messages.scoring.secretSaved : messages.scoring.secretCleared };
  },
});
