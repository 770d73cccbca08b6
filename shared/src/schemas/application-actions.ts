import { z } from 'zod';
import { RECRUITER_STATUSES } from '../constants/applications';
import { applicationActionsMessages, privacyMessages } from '../messages';
import { interviewScoreFormSchema } from './application';
import { textInput } from './common';

/** Where a status is changed: the list (its archive rule, no pending) or the detail dialog (all seven). */
export const STATUS_CHANGE_SOURCES = ['list', 'detail'] as const;

/** Change Status, as the list's select or the detail dialog sends it. */
export const applicationStatusRequestSchema = z
  // Withdrawn is the candidate's to set, never a recruiter's.
  .strictObject({ status: z.enum(RECRUITER_STATUSES), source: z.enum(STATUS_CHANGE_SOURCES) })
  .refine((input) => input.source !== 'list' || input.status !== 'pending', {
    error: applicationActionsMessages.pendingNotInList,
    path: ['status'],
  });
export type ApplicationStatusRequest = z.infer<typeof applicationStatusRequestSchema>;

/** Score Interview as the API takes it: the form's rules, shorter names. */
export const interviewScoreRequestSchema = z.strictObject({
  score: interviewScoreFormSchema.shape.interview_score,
  feedback: interviewScoreFormSchema.shape.interview_feedback,
});

/**
 * A legal hold: placed with a reason, which stays with the application (never in the
 * audit log), or released. A held application is never erased until it is released.
 */
export const legalHoldRequestSchema = z.discriminatedUnion('hold', [
  z.strictObject({
    hold: z.literal(true),
    reason: textInput().trim().min(1, { error: privacyMessages.legalHoldReasonRequired }).max(1000),
  }),
  z.strictObject({ hold: z.literal(false) }),
]);
