import type { ApplicationStatus, PreviousApplication } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { APPLICATION } from './filters';

type Found = {
  documentId: string;
  reference_id: string;
  status: ApplicationStatus;
  createdAt: string | Date;
  interview_score: number | null;
  interview_feedback: string | null;
  job_posting: { title: string } | null;
};

/**
 * The duplicate banner's list: the candidate's applications made before this one (same e-mail,
 * e-mails are stored lowercased), newest first. Null when the application does not exist.
 */
export async function previousApplications(
  strapi: Core.Strapi,
  documentId: string,
): Promise<PreviousApplication[] | null> {
  const query = strapi.db.query(APPLICATION);
  const current = (await query.findOne({ where: { documentId }, select: ['email', 'createdAt'] })) as {
    email: string;
    createdAt: string | Date;
  } | null;
  if (!current) return null;
  // The banner says "Applied N time(s) before": later applications are not part of this one's past.
  const rows = (await query.findMany({
    where: { email: current.email, documentId: { $ne: documentId }, createdAt: { $lt: current.createdAt } },
    select: ['documentId', 'reference_id', 'status', 'createdAt', 'interview_score', 'interview_feedback'],
    populate: { job_posting: { select: ['title'] } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit: 100,
  })) as Found[];
  return rows.map((row) => ({
    id: row.documentId,
    reference_id: row.reference_id,
    job_title: row.job_posting?.title ?? null,
    status: row.status,
    applied_at: new Date(row.createdAt).toISOString(),
    interview_score: row.interview_score ?? null,
    interview_feedback: row.interview_feedback ?? null,
  }));
}
