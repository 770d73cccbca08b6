import { candidateDay, siteTextsIn } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { readEnv } from '../../platform/config/env';
import { EMAIL_ON_ITS_WAY, enqueueTemplatedEmail } from '../../platform/engine';
import type { ApplicationToChange } from '../applications/changes';
import { applicationVariables, candidateLanguage } from '../applications/email-variables';
import type { IssuedEmployee } from './hired-employee';
import { onboardingLink, onboardingTokenHash } from './onboarding-link';

// The congratulations e-mail (template hiring_congratulations) with the new hire's onboarding link,
// queued in the caller's transaction by Hire Candidate and by Change Status to hired.

export const CONGRATULATIONS_TEMPLATE = 'hiring_congratulations';

/** Whether the e-mail is on its way, or was logged as not sendable (template off, variables missing). */
export type HiringEmail = 'queued' | 'failed';

/** An e-mail of a link on its way or delivered: the link in it still works. */
export const LIVE_LINK_EMAIL = [...EMAIL_ON_ITS_WAY];

/** What became of a queued link e-mail, by its outbox status. */
export const hiringEmailFor = (status: string): HiringEmail => (LIVE_LINK_EMAIL.includes(status) ? 'queued' : 'failed');

export interface Congratulations {
  application: ApplicationToChange;
  /** What the hire adds to the e-mail; null when hired by status alone: the posting's department, no date yet. */
  hire: { department: string; start_date: string } | null;
  /** The hired employee and the clear token of their new link. */
  employee: IssuedEmployee;
}

/**
 * One e-mail per link (the outbox keys each e-mail by its purpose and entity): a link issued again is a new
 * e-mail, the same link never twice. The clear token is blanked from the stored message once sent.
 */
export async function queueCongratulations(strapi: Core.Strapi, input: Congratulations): Promise<HiringEmail> {
  const { application, hire, employee } = input;
  const language = candidateLanguage(application);
  const result = await enqueueTemplatedEmail(strapi, {
    templateKey: CONGRATULATIONS_TEMPLATE,
    to: application.email,
    purpose: 'hiring congratulations',
    applicationId: application.documentId,
    language,
    idempotencyKey: `${CONGRATULATIONS_TEMPLATE}:${employee.documentId}:${onboardingTokenHash(employee.token).slice(0, 16)}`,
    urgent: true,
    hiredEmployeeId: employee.documentId,
    redactAfterSend: [employee.token],
    variables: {
      ...applicationVariables(application, language),
      start_date: siteTextsIn(language).email.startDateToBeConfirmed,
      ...(hire ? { department: hire.department, start_date: candidateDay(hire.start_date, language) } : {}),
      onboarding_link: onboardingLink(readEnv().publicUrl, employee.token, language),
    },
  });
  return hiringEmailFor(result.status);
}
