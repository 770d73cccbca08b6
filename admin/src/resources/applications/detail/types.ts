import type { ApplicationTimelineEntry } from '@careers/shared';

// The record the detail dialog reads is the shared contract's (GET /backoffice/applications/:id).
export type { AiScoringInfo, ApplicationRecord, CvFormat } from '@careers/shared';

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
