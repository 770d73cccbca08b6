import { type AuditAction, messages, type OnboardingLinkAnswer } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { contentDisposition } from '../../../domain/applications/cv-files/cv-download-name';
import { auditActor, writeAudit } from '../../../domain/auth';
import { hiredStaffResource } from '../../../domain/backoffice/resources/hired-staff';
import {
  documentKindOf,
  hiredEmployeePrivateData,
  openOnboardingDocument,
  type StoredEmployee,
  sendNewOnboardingLink,
} from '../../../domain/hiring';
import { findRow } from '../../../http/backoffice/resource-handlers';
import { changeActorOf } from '../../../http/recruiter-session';
import { currentDate } from '../../../platform/clock';
import { readEnv } from '../../../platform/config/env';
import { Refusal } from '../../../platform/refusal';
import { localFileStore } from '../../../platform/storage/private-files';

const EMPLOYEE_ID = /^[a-z0-9]{10,40}$/;

/**
 * A hired employee's bank and ID data: the CPR number and IBAN, and the three onboarding documents.
 * Both routes need HIRED_STAFF_PRIVATE_DATA (stated in the routes file); every read is audited and
 * nothing is sent unless its audit line was written. And a new onboarding link for one still onboarding.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const employeeOf = async (ctx: Context): Promise<StoredEmployee> => {
    const id = String(ctx.params.id);
    const row = EMPLOYEE_ID.test(id) ? await findRow(strapi, hiredStaffResource, id) : null;
    if (!row) throw new Refusal(404, messages.hiredStaff.notFound);
    return row;
  };
  const audit = (ctx: Context, action: AuditAction, employee: StoredEmployee, details: Record<string, string>) =>
    writeAudit(strapi, {
      action,
      ...auditActor(changeActorOf(ctx)),
      entityType: 'hired_employee',
      entityId: employee.documentId,
      details,
    });

  return {
    async privateData(ctx: Context) {
      const employee = await employeeOf(ctx);
      await audit(ctx, 'hired_employee.private_data_viewed', employee, {});
      ctx.set('Cache-Control', 'no-store');
      ctx.body = hiredEmployeePrivateData(employee);
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
      const kind = documentKindOf(String(ctx.params.kind));
      if (!kind) throw new Refusal(404, 'Not Found');
      const employee = await employeeOf(ctx);
      const file = await openOnboardingDocument(strapi, localFileStore(readEnv().privateFilesDir), employee, kind);
      if (!file) throw new Refusal(404, 'Not Found');
      try {
        await audit(ctx, 'hired_employee.document_downloaded', employee, { document: kind, file: file.key });
      } catch (error) {
        // No document leaves without its audit line; the opened file is closed, not leaked.
        file.stream.destroy();
        throw error;
      }
      ctx.type = file.contentType;
      ctx.set('Content-Disposition', contentDisposition('attachment', file.fileName));
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Cache-Control', 'no-store');
      // Opened in a tab by mistake, the file may run nothing and load nothing.
      ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
      ctx.length = file.size;
      ctx.body = file.stream;
    },
  };
};
