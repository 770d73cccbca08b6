import { messages, type OnboardingLinkAnswer } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { contentDisposition } from '../../../domain/applications/cv-files/cv-download-name';
import { openOnboardingDocumentAudited, readPrivateDataAudited, sendNewOnboardingLink } from '../../../domain/hiring';
import { changeActorOf } from '../../../http/recruiter-session';
import { currentDate } from '../../../platform/clock';
import { readEnv } from '../../../platform/config/env';
import { Refusal } from '../../../platform/refusal';
import { localFileStore } from '../../../platform/storage/private-files';

const EMPLOYEE_ID = /^[a-z0-9]{10,40}$/;

/**
 * A hired employee's bank and ID data: the CPR number and IBAN, and the three onboarding documents.
 * Both routes need HIRED_STAFF_PRIVATE_DATA (stated in the routes file); the domain audits every read
 * and hands nothing over unless its audit line was written. And a new onboarding link for one still onboarding.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async privateData(ctx: Context) {
    const data = await readPrivateDataAudited(strapi, String(ctx.params.id), changeActorOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = data;
  },

  /** Send New Onboarding Link (stated with its flag in the routes file). */
  async newOnboardingLink(ctx: Context) {
    // The change reads the employee itself (404 when unknown); a malformed id is unknown too.
    const id = String(ctx.params.id);
    if (!EMPLOYEE_ID.test(id)) throw new Refusal(404, messages.hiredStaff.notFound);
    const outcome = await sendNewOnboardingLink(strapi, {
      employeeId: id,
      by: changeActorOf(ctx),
      now: currentDate(),
    });
    const emailSent = outcome.hiringEmail === 'queued';
    ctx.body = {
      email_sent: emailSent,
      // The new link stands when only its e-mail cannot go: the answer says so.
      message: emailSent
        ? messages.hiredStaff.newOnboardingLinkSent(outcome.email)
        : messages.hiredStaff.newOnboardingLinkNotSent,
    } satisfies OnboardingLinkAnswer;
  },

  async document(ctx: Context) {
    const file = await openOnboardingDocumentAudited(
      strapi,
      localFileStore(readEnv().privateFilesDir),
      String(ctx.params.id),
      String(ctx.params.kind),
      changeActorOf(ctx),
    );
    ctx.type = file.contentType;
    ctx.set('Content-Disposition', contentDisposition('attachment', file.fileName));
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'no-store');
    // Opened in a tab by mistake, the file may run nothing and load nothing.
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.length = file.size;
    ctx.body = file.stream;
  },
});
