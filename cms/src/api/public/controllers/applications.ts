import { rm } from 'node:fs/promises';
import { messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { issueFormToken } from '../../../domain/applications/intake/form-token';
import { takeApplication } from '../../../domain/applications/intake/intake';
import type { ReceivedFile } from '../../../domain/applications/intake/uploaded-file';
import { findActivePosting } from '../../../domain/catalog/public-catalog';
import { readSettings } from '../../../domain/settings/read-settings';
import { readEnv } from '../../../platform/config/env';
import { hitRateLimit, refuseOverLimit } from '../../../platform/rate-limit';
import { isRefusal, Refusal } from '../../../platform/refusal';
import { localFileStore } from '../../../platform/storage/private-files';

type UploadedFiles = Record<string, ReceivedFile | ReceivedFile[] | undefined>;

/** The one file of a field; a second file in the same field is ignored, never stored. */
function single(files: UploadedFiles, field: string): ReceivedFile | undefined {
  const value = files[field];
  return Array.isArray(value) ? value[0] : value;
}

/** The parser's temporary copies, removed once the request is answered. */
async function removeTemporaryFiles(files: UploadedFiles): Promise<void> {
  const all = Object.values(files).flatMap((value) => (Array.isArray(value) ? value : value ? [value] : []));
  await Promise.all(all.map((file) => rm(file.filepath, { force: true })));
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The modal asks for this when it opens; the server then knows when the form was opened. */
  async formToken(ctx: Context) {
    const env = readEnv();
    const limit = await hitRateLimit(strapi, `apply-token:ip:${ctx.request.ip}`, {
      max: env.applyLimits.perIpPerHour * 10,
      windowMs: 60 * 60 * 1000,
    });
    refuseOverLimit(limit, messages.apply.tooManyApplications);
    const { maintenance_mode } = await readSettings(strapi, ['maintenance_mode']);
    if (maintenance_mode) throw new Refusal(503, messages.apply.underMaintenance);
    const posting = await findActivePosting(strapi, String(ctx.params.id));
    if (!posting) throw new Refusal(404, messages.apply.postingClosed);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { token: issueFormToken(env.secrets.APP_KEYS, posting.id) } };
  },

  async submit(ctx: Context) {
    const env = readEnv();
    const files = ((ctx.request as { files?: UploadedFiles }).files ?? {}) as UploadedFiles;
    try {
      const body = ctx.request.body;
      const taken = await takeApplication(strapi, env, localFileStore(env.privateFilesDir), {
        fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
        files: { cv: single(files, 'cv'), supporting: single(files, 'supporting_document') },
        clientIp: ctx.request.ip,
      });
      ctx.status = 201;
      ctx.body = { data: { reference_id: taken.referenceId } };
    } catch (error) {
      if (isRefusal(error)) throw error;
      strapi.log.error(`[apply] application not taken: ${(error as Error).stack ?? error}`);
      throw new Refusal(500, messages.apply.submitFailed);
    } finally {
      await removeTemporaryFiles(files);
    }
  },
});
