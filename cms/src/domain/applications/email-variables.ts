import { type CandidateLocale, candidateDate, candidateLocaleOf, siteTextsIn } from '@careers/shared';
import type { Core } from '@strapi/strapi';

export interface ApplicationForEmail {
  documentId: string;
  full_name: string;
  email: string;
  reference_id: string;
  createdAt: string | Date;
  /** The language the candidate applied in; rows written before it are English. */
  candidate_language?: string | null;
  /** The posting applied for; its Arabic title names it in an Arabic candidate's e-mails. */
  job_posting?: { title?: string; title_ar?: string | null; department?: string; location?: string } | null;
}

/** The language of every e-mail to the candidate of `application`. */
export const candidateLanguage = (application: Pick<ApplicationForEmail, 'candidate_language'>): CandidateLocale =>
  candidateLocaleOf(application.candidate_language);

/**
 * The variables every candidate e-mail can use, in `language`: the
 * candidate's own for their e-mails (candidateLanguage), English for the recruiters'.
 */
export function applicationVariables(
  application: ApplicationForEmail,
  language: CandidateLocale,
): Record<string, string> {
  return {
    applicant_name: application.full_name,
    job_title:
      (language === 'ar' ? application.job_posting?.title_ar : null) ||
      application.job_posting?.title ||
      siteTextsIn(language).email.thePosition,
    department: application.job_posting?.department ?? '',
    location: application.job_posting?.location ?? '',
    reference_id: application.reference_id,
    application_date: candidateDate(application.createdAt, language),
  };
}

export const APPLICATION_EMAIL_FIELDS = [
  'documentId',
  'full_name',
  'email',
  'reference_id',
  'createdAt',
  'updatedAt',
  'candidate_language',
] as const;

/**
 * Applications with what their e-mails use, withdrawn ones too (the demo's log of e-mails already
 * sent); never an erased one, which has no one left to write to.
 */
export async function findApplicationsWithEmailFields(
  strapi: Core.Strapi,
  where: Record<string, unknown>,
  limit: number,
): Promise<(ApplicationForEmail & Record<string, unknown>)[]> {
  return strapi.db.query('api::application.application').findMany({
    where: { $and: [where, { erased_at: null }] },
    select: [...APPLICATION_EMAIL_FIELDS, 'status'],
    populate: { job_posting: { select: ['title', 'title_ar', 'department', 'location'] } },
    orderBy: { createdAt: 'asc' },
    limit,
  });
}

/** Applications to write to now: a withdrawn one's candidate asked to hear no more. */
export function findApplicationsForEmail(
  strapi: Core.Strapi,
  where: Record<string, unknown>,
  limit: number,
): Promise<(ApplicationForEmail & Record<string, unknown>)[]> {
  return findApplicationsWithEmailFields(strapi, { $and: [where, { status: { $ne: 'withdrawn' } }] }, limit);
}
