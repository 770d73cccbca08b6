import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { eraseOnRequest } from '../../../domain/privacy/erasure-request';
import { readPrivacyRegister } from '../../../domain/privacy/register';
import { exportPrivacyRegisterAudited } from '../../../domain/privacy/register-csv';
import { changeActorOf } from '../../../http/recruiter-session';
import { currentDate } from '../../../platform/clock';
import { readEnv } from '../../../platform/config/env';
import { localFileStore } from '../../../platform/storage/private-files';

/** The Privacy page: the register, its CSV, and erasure at a candidate's request. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async register(ctx: Context) {
    ctx.body = await readPrivacyRegister(strapi, currentDate());
  },

  async registerCsv(ctx: Context) {
    const csv = await exportPrivacyRegisterAudited(strapi, changeActorOf(ctx));
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set(
      'Content-Disposition',
      `attachment; filename="privacy-register-${currentDate().toISOString().slice(0, 10)}.csv"`,
    );
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = csv;
  },

  async erase(ctx: Context) {
    const outcome = await eraseOnRequest(strapi, localFileStore(readEnv().privateFilesDir), {
      id: ctx.params.id,
      by: changeActorOf(ctx),
    });
    ctx.body = outcome;
  },
});
