import { z } from 'zod';
import { APPLICATION_STATUSES, INTERVIEW_STATUSES } from '../constants/applications';
import { CV_EXTENSIONS } from '../constants/limits';
import { SCORING_METHODS, SCORING_STATUSES } from '../constants/scoring';
import { aiInsightsSchema, aiScoreBreakdownSchema, cvParsedDataSchema } from './ai-results';
import { documentId, isoDateTime } from './common';
import { scorecardSummarySchema } from './scorecard';

// What the back office's applications resource answers: the server's serializers are typed with these
// and a contract test parses its answers with them; the admin reads their types, never its own copy.

/** An application in the list (GET /backoffice/applications): the columns the table and the board show. */
export const applicationListItemSchema = z.strictObject({
  id: documentId,
  reference_id: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  nationality: z.string().nullable(),
  job_posting_id: documentId.nullable(),
  job_title: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  ai_score: z.number().int().nullable(),
  interview_score: z.number().int().nullable(),
  is_duplicate_applicant: z.boolean(),
  is_archived: z.boolean(),
  created_at: isoDateTime,
  has_cv: z.boolean(),
  interview_status: z.enum(INTERVIEW_STATUSES).nullable(),
  /** Awaiting review longer than the ageing setting allows. */
  is_ageing: z.boolean(),
  rejection_email_scheduled: isoDateTime.nullable(),
  hired: z.boolean(),
  /** The interview scorecards' recommendations; null before any interview. */
  scorecards: scorecardSummarySchema.nullable(),
  /** When the candidate's personal data was erased (retention or their request); null while it is held. */
  erased_at: isoDateTime.nullable(),
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

/** The file types a CV is stored as. */
export type CvFormat = (typeof CV_EXTENSIONS)[number];

/** How the stored AI score was made: the offline rules or a model, and when. */
const aiScoringSchema = z.strictObject({
  status: z.enum(SCORING_STATUSES).nullable(),
  method: z.enum(SCORING_METHODS).nullable(),
  model: z.string().nullable(),
  prompt_version: z.string().nullable(),
  scored_at: isoDateTime.nullable(),
  error: z.string().nullable(),
});
export type AiScoringInfo = z.infer<typeof aiScoringSchema>;

/** One application (GET /backoffice/applications/:id): what the detail dialog shows. */
export const applicationRecordSchema = applicationListItemSchema.extend({
  /** The stored CV's kind; null when there is none or it is of no CV type. */
  cv_format: z.enum(CV_EXTENSIONS).nullable(),
  interview_feedback: z.string().nullable(),
  years_of_experience: z.number().nullable(),
  years_related_experience: z.number().nullable(),
  screening_answers: z.record(z.string(), z.string()),
  cv_parsed_data: cvParsedDataSchema.nullable(),
  ai_summary: z.string().nullable(),
  ai_insights: aiInsightsSchema.nullable(),
  ai_score_breakdown: aiScoreBreakdownSchema.nullable(),
  ai_scoring: aiScoringSchema,
  /** A legal hold keeps the application from erasure: its reason and since when; null when none. */
  legal_hold: z.strictObject({ reason: z.string(), since: isoDateTime }).nullable(),
  /** What the candidate agreed to when applying; null for applications from before consent was asked. */
  consent: z.strictObject({
    privacy_notice_version: z.number().int().nullable(),
    given_at: isoDateTime.nullable(),
    ai_screening: z.boolean().nullable(),
  }),
});
export type ApplicationRecord = z.infer<typeof applicationRecordSchema>;
