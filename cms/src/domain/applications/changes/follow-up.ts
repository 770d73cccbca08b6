import type { Core } from '@strapi/strapi';
import { enqueueTemplatedEmail } from '../../../platform/engine';
import { type ApplicationForEmail, applicationVariables, candidateLanguage } from '../email-variables';

/**
 * The follow-up to a candidate still waiting (its schedule picks who). It changes nothing of the
 * application, so the e-mail log is its only trail. True when one was queued.
 */
export async function queueFollowUp(
  strapi: Core.Strapi,
  application: ApplicationForEmail,
  followupDays: number,
): Promise<boolean> {
  const result = await enqueueTemplatedEmail(strapi, {
    templateKey: 'application_followup',
    trigger: 'application_followup',
    to: application.email,
    purpose: 'application_followup',
    applicationId: application.documentId,
    language: candidateLanguage(application),
    idempotencyKey: followUpKey(application.documentId),
    variables: {
      ...applicationVariables(application, candidateLanguage(application)),
      followup_days: String(followupDays),
    },
  });
  return result.status === 'pending' && !result.duplicate;
}

export const followUpKey = (applicationId: string) => `followup:${applicationId}`;
