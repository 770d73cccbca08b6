import {
  type AiInsights,
  type AiScoreBreakdown,
  type ApplicationListItem,
  type ApplicationRecord,
  BACK_OFFICE_API_ACCESS,
  type CvParsedData,
  type ScorecardSummary,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Selected } from '../../../platform/database/rows';
import { cvExtensionOf } from '../../applications/cv-files/cv-download-name';
import { applicationsListWhere, listContext } from '../../applications/list/filters';
import { AWAITING_REVIEW, ageingCutoff } from '../../applications/list/where';
import { summariesOf } from '../../scorecards/scorecard-summaries';
import type { ResourceConfig } from '../resource';

const isoOrNull = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

const decimalOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

const APPLICATION = 'api::application.application';

/** The columns the list and the detail dialog read. */
type ApplicationColumn =
  | 'documentId'
  | 'createdAt'
  | 'reference_id'
  | 'full_name'
  | 'email'
  | 'phone'
  | 'nationality'
  | 'status'
  | 'ai_score'
  | 'interview_score'
  | 'is_duplicate_applicant'
  | 'is_archived'
  | 'cv_url'
  | 'interview_status'
  | 'rejection_email_scheduled'
  | 'hired'
  | 'interview_feedback'
  | 'years_of_experience'
  | 'years_related_experience'
  | 'screening_answers'
  | 'cv_parsed_data'
  | 'ai_summary'
  | 'ai_insights'
  | 'ai_score_breakdown'
  | 'ai_scoring_status'
  | 'ai_scoring_method'
  | 'ai_model'
  | 'ai_prompt_version'
  | 'ai_scored_at'
  | 'ai_scoring_error'
  | 'privacy_notice_version'
  | 'privacy_consent_at'
  | 'ai_screening_consent'
  | 'legal_hold_reason'
  | 'legal_hold_since'
  | 'erased_at';

type JsonColumn = 'screening_answers' | 'cv_parsed_data' | 'ai_insights' | 'ai_score_breakdown';

/** An application row as the adapter reads it: its columns, its posting's id and title, the ageing mark. */
type ListedApplication = Omit<Selected<typeof APPLICATION, ApplicationColumn>, JsonColumn> & {
  // JSON columns hold what intake and the scorer stored, each parsed with these schemas first.
  screening_answers: Record<string, string> | null;
  cv_parsed_data: CvParsedData | null;
  ai_insights: AiInsights | null;
  ai_score_breakdown: AiScoreBreakdown | null;
  job_posting: { documentId: string; title: string } | null;
  is_ageing?: boolean;
  scorecards?: ScorecardSummary | null;
};

/** An application in the list: the columns the table shows. */
function listItem(row: ListedApplication): ApplicationListItem {
  const posting = row.job_posting;
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
    has_cv: typeof row.cv_url === 'string' && row.cv_url !== '',
    interview_status: row.interview_status ?? null,
    is_ageing: row.is_ageing === true,
    rejection_email_scheduled: isoOrNull(row.rejection_email_scheduled),
    hired: row.hired === true,
    scorecards: row.scorecards ?? null,
    erased_at: isoOrNull(row.erased_at),
  };
}

/**
 * Marks the rows awaiting review longer than the ageing setting allows (one settings read a page) and
 * adds each row's scorecard summary (one statement a page).
 */
async function markAgeing(strapi: Core.Strapi, rows: ListedApplication[]): Promise<ListedApplication[]> {
  const context = await listContext(strapi);
  const cutoff = ageingCutoff(context).getTime();
  const summaries = await summariesOf(
    strapi,
    rows.map((row) => row.id),
    context.now,
  );
  return rows.map((row) => ({
    ...row,
    scorecards: summaries.get(row.id) ?? null,
    is_ageing:
      (AWAITING_REVIEW as readonly unknown[]).includes(row.status) &&
      new Date(String(row.createdAt)).getTime() < cutoff,
  }));
}

/**
 * Applications: the list and one record, filtered (the Applications tab's whole filter, one shared
 * schema, see applications/list/where.ts), searched and sorted in the database. Writes are the
 * actions of controllers/application-actions.ts, through the changes module.
 */
export const applicationsResource: ResourceConfig<ApplicationListItem, ApplicationRecord, ListedApplication> = {
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
  // Every filter key is the shared schema's, resolved by listWhere; none is looked up one by one.
  filters: {},
  search: ['full_name', 'email', 'reference_id'],
  listWhere: applicationsListWhere,
  decorate: markAgeing,
  populate: { job_posting: { select: ['documentId', 'title'] } },
  pageByIds: true,
  serialize: listItem,
  // One application: what the detail dialog shows, with the AI results and which scorer made them.
  serializeOne: (row): ApplicationRecord => {
    return {
      ...listItem(row),
      // The CV's kind, from the stored file's extension as the view route reads it: the CV tab frames a
      // PDF straight away and asks for a Word file's text, one read (one audit line) each.
      cv_format: typeof row.cv_url === 'string' ? cvExtensionOf(row.cv_url) : null,
      // The Update Score dialog opens with the feedback already given, to be corrected rather than retyped.
      interview_feedback: row.interview_feedback ?? null,
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
      legal_hold:
        row.legal_hold_reason && row.legal_hold_since
          ? {
              reason: String(row.legal_hold_reason),
              since: new Date(row.legal_hold_since as string | Date).toISOString(),
            }
          : null,
      consent: {
        privacy_notice_version: row.privacy_notice_version ?? null,
        given_at: row.privacy_consent_at ? new Date(row.privacy_consent_at as string | Date).toISOString() : null,
        ai_screening: row.ai_screening_consent ?? null,
      },
    };
  },
};
