import { documentId, messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../platform/clock';
import { readEnv } from '../../platform/config/env';
import { enqueueTemplatedEmail } from '../../platform/engine';
import { parse, Refusal } from '../../platform/refusal';
import { applicationsToChange, inChangeTransaction } from '../applications/changes';
import { applicationVariables, candidateLanguage } from '../applications/email-variables';
import { auditActor, type ChangeActor } from '../auth/actor';
import { writeAudit } from '../auth/audit';
import { CONGRATULATIONS_TEMPLATE, type HiringEmail, hiringEmailFor } from './congratulations';
import { HIRED_EMPLOYEE, reissueOnboardingLink } from './hired-employee';
import { onboardingLink, onboardingTokenHash } from './onboarding-link';
import { cancelUnsentLinkEmails } from './superseded-links';

// Hired Staff's Send New Onboarding Link: a new hire lost the mailed link, or it never arrived.

export const ONBOARDING_LINK_TEMPLATE = 'onboarding_link';

export interface NewOnboardingLinkInput {
  /** The hired employee's document id, as the route received it. */
  employeeId: string;
  by: ChangeActor;
  now?: Date;
}

export interface NewOnboardingLinkOutcome {
  /** Where the link went: the employee's e-mail address. */
  email: string;
  hiringEmail: HiringEmail;
}

/**
 * A new single-use link for an employee still onboarding, in one transaction: the new hash replaces
 * the old one (the link mailed before stops working), the unsent e-mails of the old link are
 * cancelled, the Onboarding link e-mail is queued with the new link (its clear token blanked once
 * sent), and the audit line names who asked. Refused once onboarding is complete.
 */
export async function sendNewOnboardingLink(
  strapi: Core.Strapi,
  input: NewOnboardingLinkInput,
): Promise<NewOnboardingLinkOutcome> {
  const employeeId = parse(documentId, input.employeeId);
  const now = input.now ?? currentDate();
  return inChangeTransaction(strapi, async () => {
    const employee = await strapi.db.query(HIRED_EMPLOYEE).findOne({
      where: { documentId: employeeId },
      select: ['documentId', 'email', 'onboarding_completed'],
      populate: { application: { select: ['documentId'] } },
    });
    const applicationId = employee?.application?.documentId;
    const [application] = applicationId ? await applicationsToChange(strapi, [String(applicationId)]) : [];
    if (!employee || !application) throw new Refusal(404, messages.hiredStaff.notFound);
    if (employee.onboarding_completed) throw new Refusal(400, messages.hiredStaff.onboardingAlreadyCompleted);

    await cancelUnsentLinkEmails(strapi, {
      employeeId,
      templateKeys: [CONGRATULATIONS_TEMPLATE, ONBOARDING_LINK_TEMPLATE],
      statuses: ['pending', 'failed'],
      now,
    });
    // Completed meanwhile (the new hire sent the form a moment ago): no link is needed any more.
    const issued = await reissueOnboardingLink(strapi, employeeId);
    if (!issued) throw new Refusal(400, messages.hiredStaff.onboardingAlreadyCompleted);

    const language = candidateLanguage(application);
    const queued = await enqueueTemplatedEmail(strapi, {
      templateKey: ONBOARDING_LINK_TEMPLATE,
      to: String(employee.email),
      purpose: 'new onboarding link',
      applicationId: application.documentId,
      language,
      // One e-mail per link: the same link is never mailed twice.
      idempotencyKey: `${ONBOARDING_LINK_TEMPLATE}:${employeeId}:${onboardingTokenHash(issued.token).slice(0, 16)}`,
      urgent: true,
      hiredEmployeeId: employeeId,
      redactAfterSend: [issued.token],
      variables: {
        ...applicationVariables(application, language),
        onboarding_link: onboardingLink(readEnv().publicUrl, issued.token, language),
      },
    });
    const hiringEmail = hiringEmailFor(queued.status);
    await writeAudit(strapi, {
      action: 'hired_employee.onboarding_link_sent',
      ...auditActor(input.by),
      entityType: 'hired_employee',
      entityId: employeeId,
      details: { email_queued: hiringEmail === 'queued' },
    });
    return { email: String(employee.email), hiringEmail };
  });
}
