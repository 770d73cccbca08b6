import { z } from 'zod';
import { APPLICATION_STATUSES } from '../constants/applications';
import { applicationListItemSchema } from './application-record';
import { documentId, isoDateTime } from './common';

// What the detail dialog's reads and actions answer, beside the record itself: the server types its
// answers with these, a contract test parses them, and the admin reads their types.

/** An earlier application of the same candidate, for the duplicate banner (GET /:id/previous-applications). */
export const previousApplicationSchema = z.strictObject({
  id: documentId,
  reference_id: z.string(),
  job_title: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  applied_at: isoDateTime,
  interview_score: z.number().int().nullable(),
  interview_feedback: z.string().nullable(),
});
export type PreviousApplication = z.infer<typeof previousApplicationSchema>;

/** Where an application sits in the list it was opened from (GET /:id/neighbours); position null: not in it now. */
export const neighboursSchema = z.strictObject({
  previous: documentId.nullable(),
  next: documentId.nullable(),
  position: z.number().int().min(1).nullable(),
  total: z.number().int().min(0),
});
export type Neighbours = z.infer<typeof neighboursSchema>;

/** What GET /:id/cv/view gives for a DOC/DOCX: the extracted text (a PDF comes as itself). */
export const cvTextSchema = z.strictObject({ kind: z.literal('text'), text: z.string() });
export type CvText = z.infer<typeof cvTextSchema>;

/** An action on one application: the application as the list now shows it, and what to tell the recruiter. */
const recordAnswer = z.strictObject({ data: applicationListItemSchema, message: z.string() });

/** Change Status; `hiring_email` when the status became hired and a congratulations e-mail was due. */
export const statusChangeAnswerSchema = recordAnswer.extend({ hiring_email: z.enum(['queued', 'failed']).optional() });
export type StatusChangeAnswer = z.infer<typeof statusChangeAnswerSchema>;

export const interviewScoreAnswerSchema = recordAnswer;

/** Place or release a legal hold: the application as the list shows it, and what happened. */
export const legalHoldAnswerSchema = recordAnswer;
export type LegalHoldAnswer = z.infer<typeof legalHoldAnswerSchema>;
export type InterviewScoreAnswer = z.infer<typeof interviewScoreAnswerSchema>;

/** `email_sent` false: the change stands, but its e-mail cannot go (template off); `message` says why. */
export const rejectionScheduledAnswerSchema = recordAnswer.extend({ email_sent: z.boolean() });
export type RejectionScheduledAnswer = z.infer<typeof rejectionScheduledAnswerSchema>;

export const interviewScheduledAnswerSchema = rejectionScheduledAnswerSchema.extend({ interview_id: documentId });
export type InterviewScheduledAnswer = z.infer<typeof interviewScheduledAnswerSchema>;

export const candidateHiredAnswerSchema = rejectionScheduledAnswerSchema.extend({
  hire_id: documentId,
  hired_employee_id: documentId,
});
export type CandidateHiredAnswer = z.infer<typeof candidateHiredAnswerSchema>;

/** Reschedule: as Schedule Interview's answer, for the same interview. */
export type InterviewRescheduledAnswer = RejectionScheduledAnswer;

/** Cancel Interview: the application as the list shows it, and what happened. */
export const interviewCancelledAnswerSchema = recordAnswer;
export type InterviewCancelledAnswer = z.infer<typeof interviewCancelledAnswerSchema>;
