import type { Core } from '@strapi/strapi';

export interface ApplicationForEmail {
  documentId: string;
  full_name: string;
  email: string;
  reference_id: string;
  createdAt: string | Date;
  job_posting?: { title?: string; department?: string; location?: string } | null;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Bahrain',
});

/** The variables every candidate e-mail can use (back-office spec section 9). */
export function applicationVariables(application: ApplicationForEmail): Record<string, string> {
  return {
    applicant_name: application.full_name,
    job_title: application.job_posting?.title ?? 'the position',
    department: application.job_posting?.department ?? '',
    location: application.job_posting?.location ?? '',
    reference_id: application.reference_id,
    application_date: DATE_FORMAT.format(new Date(application.createdAt)),
  };
}

export const APPLICATION_EMAIL_FIELDS = [
  'documentId',
  'full_name',
  'email',
  'reference_id',
  'createdAt',
  'updatedAt',
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
    populate: { job_posting: { select: ['title', 'department', 'location'] } },
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
