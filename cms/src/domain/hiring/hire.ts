import { documentId, hireFormSchema, messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../platform/clock';
import { parse, Refusal } from '../../platform/refusal';
import {
  applicationsToChange,
  type ChangeOutcome,
  changeApplication,
  inChangeTransaction,
  linkByDocumentId,
  recruiterName,
} from '../applications/changes';
import type { ChangeActor } from '../auth/actor';
import { type HiringEmail, queueCongratulations } from './congratulations';
import { createHiredEmployee } from './hired-employee';

const HIRE = 'api::hire.hire';

export interface HireInput {
  id: string;
  /** The Hire Candidate form as sent, checked here. */
  form: unknown;
  by: ChangeActor;
  now?: Date;
}

export interface HireOutcome extends ChangeOutcome {
  hireId: string;
  employeeId: string;
  /** Whether the congratulations e-mail with the onboarding link is on its way. */
  hiringEmail: HiringEmail;
}

/**
 * Hire Candidate (docs/requirements.md#hiring-and-hired-staff), in one transaction: the hire (pending_start), the hired
 * employee with a new single-use onboarding link (only its hash stored), the application hired with
 * status hired, its status event and audit line, and the congratulations e-mail carrying the link.
 * Refused once the application is hired.
 */
export async function hireApplicant(strapi: Core.Strapi, input: HireInput): Promise<HireOutcome> {
  const id = parse(documentId, input.id);
  const form = parse(hireFormSchema, input.form);
  const context = { strapi, by: input.by, now: input.now ?? currentDate() };
  return inChangeTransaction(strapi, async () => {
    const [application] = await applicationsToChange(strapi, [id]);
    if (!application) throw new Refusal(404, 'Not Found');
    if (application.hired) throw new Refusal(400, messages.applications.candidateHired);
    const hire = await strapi.documents(HIRE).create({
      data: {
        application: linkByDocumentId(application.documentId),
        ...(application.job_posting ? { job_posting: linkByDocumentId(application.job_posting.documentId) } : {}),
        start_date: form.start_date,
        hired_date: context.now.toISOString(),
        salary_amount: form.salary_amount,
        salary_currency: form.salary_currency,
        salary_frequency: form.salary_frequency,
        employment_type: form.employment_type,
        department: form.department,
        ...(form.recruitment_cost === undefined ? {} : { recruitment_cost: form.recruitment_cost }),
        status: 'pending_start',
        ...(input.by.kind === 'admin' ? { hired_by: linkByDocumentId(input.by.adminId) } : {}),
      },
    });
    const outcome = await changeApplication(context, application, (current) => {
      // Hired meanwhile by someone else: this hire, its employee and its e-mail roll back.
      if (current.hired) throw new Refusal(400, messages.applications.candidateHired);
      return {
        status: 'hired',
        columns: { hired: true },
        audit: { action: 'application.hired', details: { hire_id: hire.documentId } },
      };
    });
    const employee = await createHiredEmployee(strapi, {
      applicationId: application.documentId,
      hireId: hire.documentId,
      email: application.email,
      fullName: application.full_name,
      hiredBy: await recruiterName(strapi, input.by),
      hiredAt: context.now,
    });
    const hiringEmail = await queueCongratulations(strapi, {
      application,
      hire: { department: form.department, start_date: form.start_date },
      employee,
    });
    return { ...outcome, hireId: hire.documentId, employeeId: employee.documentId, hiringEmail };
  });
}
