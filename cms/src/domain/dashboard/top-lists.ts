import { TOP_APPLICANTS_COUNT, TOP_JOBS_COUNT } from '@careers/shared';
import { fromDbTime } from '../../platform/database/db-values';
import { averageOf, inScope, type MetricsQuery, numberOf, select } from './sql';

/** Top Performing Jobs: the postings with the most applications, with their mean AI score. */
export async function topJobs(query: MetricsQuery) {
  const scope = inScope(query, 'l.application_id');
  const rows = await select(
    query,
    `SELECT p.document_id AS id, p.title AS title, COUNT(*) AS applications, AVG(a.ai_score) AS avg_score
       FROM applications_job_posting_lnk l
       JOIN applications a ON a.id = l.application_id
       JOIN job_postings p ON p.id = l.job_posting_id
      WHERE 1 = 1 ${scope.sql}
      GROUP BY p.id, p.document_id, p.title
      ORDER BY applications DESC, p.title ASC, p.id ASC
      LIMIT ?`,
    [...scope.bindings, TOP_JOBS_COUNT],
  );
  return rows.map((row) => {
    const average = averageOf(row.avg_score);
    return {
      id: String(row.id),
      title: String(row.title),
      applications: numberOf(row.applications),
      avg_ai_score: average === null ? null : Math.round(average),
    };
  });
}

/** Top 10 Applicants: the highest AI scores, the newest first among equals. */
export async function topApplicants(query: MetricsQuery) {
  const scope = inScope(query, 'a.id');
  const rows = await select(
    query,
    `SELECT a.document_id AS id, a.full_name AS full_name, a.ai_score AS ai_score, a.created_at AS created_at,
            p.title AS job_title
       FROM applications a
       LEFT JOIN applications_job_posting_lnk l ON l.application_id = a.id
       LEFT JOIN job_postings p ON p.id = l.job_posting_id
      WHERE a.ai_score IS NOT NULL ${scope.sql}
      ORDER BY a.ai_score DESC, a.created_at DESC, a.id DESC
      LIMIT ?`,
    [...scope.bindings, TOP_APPLICANTS_COUNT],
  );
  return rows.map((row) => ({
    id: String(row.id),
    full_name: String(row.full_name),
    job_title: row.job_title === null || row.job_title === undefined ? null : String(row.job_title),
    ai_score: numberOf(row.ai_score),
    created_at: (fromDbTime(row.created_at) ?? new Date(0)).toISOString(),
  }));
}
