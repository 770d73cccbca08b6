import { z } from 'zod';
import { APPLICATION_STATUSES } from '../constants/applications';
import { applicationActionsMessages } from '../messages';
import { interviewScoreFormSchema } from './application';

/** Where a status is changed: the list (its archive rule, no pending) or the detail dialog (all seven). */
export const STATUS_CHANGE_SOURCES = ['list', 'detail'] as const;

/** Change Status (back-office spec section 4), as the list's select or the detail dialog sends it. */
export const applicationStatusRequestSchema = z
  .strictObject({ status: z.enum(APPLICATION_STATUSES), source: z.enum(STATUS_CHANGE_SOURCES) })
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
