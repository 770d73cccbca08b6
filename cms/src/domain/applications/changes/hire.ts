import { documentId, hireFormSchema, messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { enqueueTemplatedEmail } from '../../../platform/engine';
import { applicationVariables } from '../email-variables';
import type { ChangeActor } from './actor';
import { type ChangeOutcome, changeApplication } from './change';
import { applicationsToChange, linkByDocumentId, parseInput } from './rows';
import { inChangeTransaction } from './trail';

const HIRE = 'api::hire.hire';

const START_DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A start date (YYYY-MM-DD) as the congratulations e-mail writes it: "10 January 2027". */
export const startDateText = (day: string) => START_DATE_FORMAT.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

export interface HireInput {
  id: string;
  /** The Hire Candidate form as sent (spec section 5). */
  form: unknown;
  by: ChangeActor;
  /** The new hire's private onboarding link: given, the congratulations e-mail is queued with the hire. */
  onboardingLink?: string;
  now?: Date;
}

/**
 * Hire Candidate: the hire record (pending_start), the application hired with status hired, its
 * status event, audit line and, with an onboarding link, the congratulations e-mail; one transaction.
 */
export async function hireApplicant(
  strapi: Core.Strapi,
  input: HireInput,
): Promise<ChangeOutcome & { hireId: string }> {
  const id = parseInput(documentId, input.id);
  const form = parseInput(hireFormSchema, input.form);
  const context = { strapi, by: input.by, now: input.now ?? new Date() };
  return inChangeTransaction(strapi, async () => {
    const [application] = await applicationsToChange(strapi, [id]);
    if (!application) throw new errors.NotFoundError('Not Found');
    if (application.hired) throw new errors.ApplicationError(messages.applications.candidateHired);
    const hire = await strapi.documents(HIRE).create({
      data: {
        application: linkByDocumentId(application.documentId),
        ...(application.job_posting ? { job_posting: application.job_posting.documentId } : {}),
        start_date: form.start_date,
        hired_date: context.now.toISOString(),
        salary_amount: form.salary_amount,
        salary_currency: form.salary_currency,
        salary_frequency: form.salary_frequency,
        employment_type: form.employment_type,
        department: form.department,
        ...(form.recruitment_cost === undefined ? {} : { recruitment_cost: form.recruitment_cost }),
        status: 'pending_start',
        ...(input.by.kind === 'admin' ? { hired_by: input.by.adminId } : {}),
      },
    });
    const outcome = await changeApplication(context, application, (current) => {
      // Hired meanwhile by someone else: this hire and its record roll back.
      if (current.hired) throw new errors.ApplicationError(messages.applications.candidateHired);
      return {
        status: 'hired',
        columns: { hired: true },
        audit: { action: 'application.hired', details: { hire_id: hire.documentId } },
      };
    });
    if (input.onboardingLink) {
      await enqueueTemplatedEmail(strapi, {
        templateKey: 'hiring_congratulations',
        to: application.email,
        purpose: 'hiring congratulations',
        applicationId: application.documentId,
        idempotencyKey: `hiring_congratulations:${hire.documentId}`,
        variables: {
          ...applicationVariables(application),
          department: form.department,
          start_date: startDateText(form.start_date),
          onboarding_link: input.onboardingLink,
        },
      });
    }
    return { ...outcome, hireId: hire.documentId };
  });
}
