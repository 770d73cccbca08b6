import { z } from 'zod';
import { APPLICATION_STATUSES, INTERVIEW_SCORE, INTERVIEW_STATUSES } from '../constants/applications';
import { messages } from '../messages';
import { aiInsightsSchema, aiScoreBreakdownSchema, cvParsedDataSchema } from './ai-results';
import { dateNotInPast, documentId, isoDateTime, requiredFormInteger, requiredText } from './common';

/** The application as the back office sees it: everything but the private file paths. */
export const adminApplicationSchema = z.object({
  id: documentId,
  reference_id: z.string(),
  job_posting_id: documentId.nullable(),
  job_template_id: documentId.nullable(),
  job_title: z.string().nullable(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  nationality: z.string().nullable(),
  years_of_experience: z.number().nullable(),
  years_related_experience: z.number().nullable(),
  has_cv: z.boolean(),
  has_supporting_documents: z.boolean(),
  screening_answers: z.record(z.string(), z.string()).nullable(),
  acknowledgment_accepted: z.boolean(),
  is_duplicate_applicant: z.boolean(),
  previous_application_ids: z.array(z.string()).nullable(),
  cv_parsed_data: cvParsedDataSchema.nullable(),
  ai_score: z.number().int().nullable(),
  ai_summary: z.string().nullable(),
  ai_insights: aiInsightsSchema.nullable(),
  ai_score_breakdown: aiScoreBreakdownSchema.nullable(),
  status: z.enum(APPLICATION_STATUSES),
  interview_status: z.enum(INTERVIEW_STATUSES).nullable(),
  interview_scheduled_date: isoDateTime.nullable(),
  interview_score: z.number().int().nullable(),
  interview_feedback: z.string().nullable(),
  interview_date: isoDateTime.nullable(),
  hired: z.boolean(),
  hire_id: documentId.nullable(),
  rejection_email_scheduled: isoDateTime.nullable(),
  is_archived: z.boolean(),
  archived_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

/** Change Status from the list or the detail dialog: any status to any other. */
export const applicationStatusChangeSchema = z.strictObject({ status: z.enum(APPLICATION_STATUSES) });

/** Score Interview: a whole number 0 to 10 and feedback (back-office spec section 5). */
export const interviewScoreFormSchema = z.strictObject({
  interview_score: requiredFormInteger(INTERVIEW_SCORE.min, INTERVIEW_SCORE.max, messages.applications.scoreOutOfRange),
  interview_feedback: requiredText(5000),
});

/** Reject & Email: date (today or later) and time, both required. */
export const rejectionScheduleFormSchema = z.strictObject({
  date: z
    .string({ error: messages.applications.selectDateAndTime })
    .min(1, { error: messages.applications.selectDateAndTime })
    .pipe(dateNotInPast),
  time: z
    .string({ error: messages.applications.selectDateAndTime })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: messages.applications.selectDateAndTime }),
});

/** Which applications one change is for: one, or a bulk action's selection (at least one). */
export const applicationIdsSchema = z.array(documentId).min(1, { error: messages.applications.noSelection }).max(1000);

/** Bulk actions need at least one selected application. */
export const bulkSelectionSchema = z.strictObject({ ids: applicationIdsSchema });
