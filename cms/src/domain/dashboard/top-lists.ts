import { TOP_APPLICANTS_COUNT, TOP_JOBS_COUNT } from '@careers/shared';
import { fromDbTime } from '../../platform/database/db-values';
import { averageOf, inScope, type MetricsQuery, numberOf, placeholders, select } from './sql';

/**
 * Top Performing Jobs: the postings with the most applications (counted from the posting link's
 * index alone), then the mean AI score of those few postings only.
 */
export async function topJobs(query: MetricsQuery) {
  const scope =
    query.postingId === null
      ? { sql: '', bindings: [] }
      : { sql: 'WHERE l.job_posting_id = ?', bindings: [query.postingId] };
  const top = await select(
    query,
    `SELECT p.id AS posting, p.document_id AS id, p.title AS title, counted.applications AS applications
       FROM (SELECT l.job_posting_id AS posting, COUNT(*) AS applications
               FROM applications_job_posting_lnk l ${scope.sql}
              GROUP BY l.job_posting_id) counted
       JOIN job_postings p ON p.id = counted.posting
      ORDER BY counted.applications DESC, p.title ASC, p.id ASC
      LIMIT ?`,
    [...scope.bindings, TOP_JOBS_COUNT],
  );
  if (top.length === 0) return [];
  const ids = top.map((row) => numberOf(row.posting));
  const scores = await select(
    query,
    `SELECT l.job_posting_id AS posting, AVG(a.ai_score) AS avg_score
       FROM applications_job_posting_lnk l
       JOIN applications a ON a.id = l.application_id
      WHERE l.job_posting_id IN (${placeholders(ids)})
      GROUP BY l.job_posting_id`,
    ids,
  );
  const average = new Map(scores.map((row) => [numberOf(row.posting), averageOf(row.avg_score)]));
  return top.map((row) => {
    const score = average.get(numberOf(row.posting)) ?? null;
    return {
      id: String(row.id),
      title: String(row.title),
      applications: numberOf(row.applications),
      avg_ai_score: score === null ? null : Math.round(score),
    };
  });
}

/** Top 10 Applicants: the highest AI scores, the newest first among equals; erased candidates are no one's to show. */
export async function topApplicants(query: MetricsQuery) {
  const scope = inScope(query, 'a.id');
  const rows = await select(
    query,
    `SELECT a.document_id AS id, a.full_name AS full_name, a.ai_score AS ai_score, a.created_at AS created_at,
            p.title AS job_title
       FROM applications a
       LEFT JOIN applications_job_posting_lnk l ON l.application_id = a.id
       LEFT JOIN job_postings p ON p.id = l.job_posting_id
      WHERE a.ai_score IS NOT NULL AND a.erased_at IS NULL ${scope.sql}
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
