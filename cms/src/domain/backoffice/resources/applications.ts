import { APPLICATION_STATUSES, BACK_OFFICE_API_ACCESS } from '@careers/shared';
import type { ResourceConfig, Row } from '../resource';

const isStatus = (value: unknown): value is string =>
  typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);

const decimalOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** An application in the list: the columns the table shows. */
function listItem(row: Row) {
  const posting = row.job_posting as { documentId: string; title: string } | null;
  return {
    id: row.documentId,
    reference_id: row.reference_id,
    full_name: row.full_name,
    email: row.email,
    phone: row.phone,
    nationality: row.nationality,
    job_posting_id: posting?.documentId ?? null,
    job_title: posting?.title ?? null,
    status: row.status,
    ai_score: row.ai_score ?? null,
    interview_score: row.interview_score ?? null,
    is_duplicate_applicant: row.is_duplicate_applicant === true,
    is_archived: row.is_archived === true,
    created_at: new Date(String(row.createdAt)).toISOString(),
  };
}

/**
 * Applications, read-only for now: the list and one record, filtered, searched and sorted in the
 * database. The applications issue adds its special filters, writes and actions here.
 */
export const applicationsResource: ResourceConfig = {
  name: 'applications',
  uid: 'api::application.application',
  access: BACK_OFFICE_API_ACCESS.applications,
  sortable: {
    created_at: 'createdAt',
    full_name: 'full_name',
    ai_score: 'ai_score',
    interview_score: 'interview_score',
    status: 'status',
  },
  defaultSort: { field: 'created_at', order: 'desc' },
  filters: {
    status: (value) => {
      const statuses = (Array.isArray(value) ? value : [value]).filter(isStatus);
      return statuses.length > 0 ? { status: { $in: statuses } } : null;
    },
    job_posting_id: (value) => (typeof value === 'string' ? { job_posting: { documentId: value } } : null),
    is_archived: (value) => (typeof value === 'boolean' ? { is_archived: value } : null),
    is_duplicate_applicant: (value) => (typeof value === 'boolean' ? { is_duplicate_applicant: value } : null),
  },
  search: ['full_name', 'email', 'reference_id'],
  // A reference ID is typed as such ("GH-..."): then only that column is searched, else names and e-mails.
  searchIn: (text) => (/^gh-/i.test(text) ? ['reference_id'] : ['full_name', 'email']),
  populate: { job_posting: { select: ['documentId', 'title'] } },
  serialize: (row) => listItem(row),
  // One application: what the detail dialog shows, with the AI results and which scorer made them.
  serializeOne: (row) => ({
    ...listItem(row),
    years_of_experience: decimalOrNull(row.years_of_experience),
    years_related_experience: decimalOrNull(row.years_related_experience),
    screening_answers: row.screening_answers ?? {},
    cv_parsed_data: row.cv_parsed_data ?? null,
    ai_summary: row.ai_summary ?? null,
    ai_insights: row.ai_insights ?? null,
    ai_score_breakdown: row.ai_score_breakdown ?? null,
    ai_scoring: {
      status: row.ai_scoring_status ?? null,
      method: row.ai_scoring_method ?? null,
      model: row.ai_model ?? null,
      prompt_version: row.ai_prompt_version ?? null,
      scored_at: row.ai_scored_at ? new Date(row.ai_scored_at as string | Date).toISOString() : null,
      error: row.ai_scoring_error ?? null,
    },
  }),
};
