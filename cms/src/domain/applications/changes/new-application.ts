import type { CandidateLocale } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../../platform/clock';
import { enqueueTemplatedEmail } from '../../../platform/engine';
import { systemActor } from '../../auth/actor';
import { issueCandidateLink, linkAppendix } from '../../privacy/self-service/candidate-links';
import { applicationVariables } from '../email-variables';
import { notifyRecruitersOfApplication } from './recruiter-notice';
import { APPLICATION } from './rows';
import { inChangeTransaction, recordStatusEvent, writeApplicationAudit } from './trail';

/** The candidate's part of a new application, as intake checked it. */
export interface NewApplication {
  reference_id: string;
  job_posting: { documentId: string; title: string; department: string; location: string };
  job_template: string | null;
  full_name: string;
  email: string;
  phone: string;
  nationality: string;
  /** The language the candidate applied in: their e-mails are written in it. */
  candidate_language: CandidateLocale;
  years_of_experience: number;
  years_related_experience: number;
  cv_url: string;
  supporting_documents_url: string | null;
  screening_answers: Record<string, string>;
  is_duplicate_applicant: boolean;
  previous_application_ids: string[];
  /** The privacy notice version the candidate accepted, and whether they agreed to AI screening. */
  privacy_notice_version: number;
  ai_screening_consent: boolean;
}

/**
 * A new application: the row (new, waiting for its score), its first status event, its audit line
 * the candidate's confirmation e-mail and the recruiters' notifications, in the caller's transaction.
 */
export async function recordNewApplication(
  strapi: Core.Strapi,
  input: NewApplication,
  now = currentDate(),
): Promise<{ documentId: string }> {
  const context = { strapi, by: systemActor('intake'), now };
  return inChangeTransaction(strapi, async () => {
    const { job_posting: posting, job_template: template, supporting_documents_url: supporting, ...fields } = input;
    const application = await strapi.documents(APPLICATION).create({
      data: {
        ...fields,
        job_posting: posting.documentId,
        ...(template ? { job_template: template } : {}),
        ...(supporting ? { supporting_documents_url: supporting } : {}),
        acknowledgment_accepted: true,
        privacy_consent_at: now,
        status: 'new',
        ai_scoring_status: 'queued',
        hired: false,
        is_archived: false,
      },
    });
    await recordStatusEvent(context, application.documentId, null, 'new');
    await writeApplicationAudit(context, application.documentId, 'application.received', {
      reference_id: input.reference_id,
      job_posting: posting.documentId,
    });
    const forEmail = {
      documentId: application.documentId,
      full_name: input.full_name,
      email: input.email,
      reference_id: input.reference_id,
      createdAt: application.createdAt ?? now,
      candidate_language: input.candidate_language,
      job_posting: posting,
    };
    // The candidate's private link to their applications and data ends the confirmation; the stored
    // copy of the e-mail loses the token once sent.
    const link = await issueCandidateLink(strapi, input.email, now, input.candidate_language);
    await enqueueTemplatedEmail(strapi, {
      to: input.email,
      purpose: 'application received',
      templateKey: 'application_received',
      trigger: 'application_received',
      idempotencyKey: `application_received:${application.documentId}`,
      applicationId: application.documentId,
      variables: applicationVariables(forEmail, input.candidate_language),
      language: input.candidate_language,
      appendix: linkAppendix(link, input.candidate_language),
      redactAfterSend: [link.token],
    });
    await notifyRecruitersOfApplication(strapi, forEmail);
    return { documentId: application.documentId };
  });
}
