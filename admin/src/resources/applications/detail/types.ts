import type {
  AiInsights,
  AiScoreBreakdown,
  ApplicationStatus,
  ApplicationTimelineEntry,
  CvParsedData,
} from '@careers/shared';

/** How the stored AI score was made: the offline rules or a model, and when. */
export interface AiScoringInfo {
  status: string | null;
  method: 'openai' | 'offline' | null;
  model: string | null;
  prompt_version: string | null;
  scored_at: string | null;
  error: string | null;
}

/** One application as GET /backoffice/applications/:id answers it (serializeOne). */
export interface ApplicationRecord {
  id: string;
  reference_id: string;
  full_name: string;
  email: string;
  phone: string;
  nationality: string | null;
  job_posting_id: string | null;
  job_title: string | null;
  status: ApplicationStatus | string;
  ai_score: number | null;
  interview_score: number | null;
  interview_feedback: string | null;
  interview_status?: string | null;
  hired?: boolean;
  rejection_email_scheduled?: string | null;
  has_cv?: boolean;
  /** The stored CV's kind; null when there is none or it is of no CV type. */
  cv_format?: CvFormat | null;
  is_duplicate_applicant: boolean;
  is_archived: boolean;
  created_at: string;
  years_of_experience: number | null;
  years_related_experience: number | null;
  screening_answers: Record<string, string> | null;
  cv_parsed_data: CvParsedData | null;
  ai_summary: string | null;
  ai_insights: AiInsights | null;
  ai_score_breakdown: AiScoreBreakdown | null;
  ai_scoring?: AiScoringInfo;
}

/** An earlier application of the same candidate, for the duplicate banner. */
export interface PreviousApplication {
  id: string;
  reference_id: string;
  job_title: string | null;
  status: string;
  applied_at: string;
  interview_score: number | null;
  interview_feedback: string | null;
}

/** One line of the Timeline tab, as the server builds it. */
export type TimelineEntry = ApplicationTimelineEntry;

/** Where the current application sits in the list it was opened from (position null: no longer in it). */
export interface Neighbours {
  previous: string | null;
  next: string | null;
  position: number | null;
  total: number;
}

/** What GET /:id/cv/view gives for a DOC/DOCX: the extracted text. */
export interface CvText {
  text: string;
}

/** The file types a CV is stored as, as the detail record names them. */
export type CvFormat = 'pdf' | 'docx' | 'doc';
