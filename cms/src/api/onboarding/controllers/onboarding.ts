import { messages, ONBOARDING_DOCUMENTS, type OnboardingDocument } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { ReceivedFile } from '../../../domain/applications/intake/uploaded-file';
import { completeOnboarding, countOnboardingRequest, findOnboardingLink } from '../../../domain/hiring';
import { readEnv } from '../../../platform/config/env';
import { refuseOverLimit } from '../../../platform/rate-limit';
import { isRefusal, Refusal } from '../../../platform/refusal';
import { localFileStore } from '../../../platform/storage/private-files';

type UploadedFiles = Record<string, ReceivedFile | ReceivedFile[] | undefined>;

/** The one file of each document field; a second file in a field is ignored, never stored. */
function documentFiles(files: UploadedFiles): Partial<Record<OnboardingDocument, ReceivedFile>> {
  return Object.fromEntries(
    ONBOARDING_DOCUMENTS.map((document) => {
      const value = files[document];
      return [document, Array.isArray(value) ? value[0] : value];
    }),
  );
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Who the link welcomes, or why it can't be used. */
  async load(ctx: Context) {
    // Answers name a person and depend on a secret: never kept by a cache.
    ctx.set('Cache-Control', 'no-store');
    const limit = await countOnboardingRequest(strapi, ctx.request.ip, 'load');
    refuseOverLimit(limit, messages.onboarding.tooManyAttempts);
    const link = await findOnboardingLink(strapi, String(ctx.params.token));
    if (link.state === 'unknown') throw new Refusal(404, messages.onboarding.invalidLink);
    if (link.state === 'completed') throw new Refusal(409, messages.onboarding.alreadyCompleted);
    ctx.body = { data: link.invitation };
  },

  async submit(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    const files = ((ctx.request as { files?: UploadedFiles }).files ?? {}) as UploadedFiles;
    const body = ctx.request.body;
    try {
      // Temporary files are removed by global::upload-cleanup once this is answered.
      await completeOnboarding(strapi, localFileStore(readEnv().privateFilesDir), {
        token: String(ctx.params.token),
        fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
        files: documentFiles(files),
        clientIp: ctx.request.ip,
      });
      ctx.status = 200;
      ctx.body = { data: { completed: true } };
    } catch (error) {
      if (isRefusal(error)) throw error;
      strapi.log.error(`[onboarding] form not taken: ${(error as Error).stack ?? error}`);
      throw new Refusal(500, messages.onboarding.submitFailed);
    }
  },
});
