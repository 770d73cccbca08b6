import { z } from 'zod';
import { INTERVIEW_SCORE } from '../constants/applications';
import { applicationsMessages } from '../messages';
import { dateNotInPast, documentId, requiredFormInteger, requiredText } from './common';

/** Score Interview: a whole number 0 to 10 and feedback. */
export const interviewScoreFormSchema = z.strictObject({
  interview_score: requiredFormInteger(INTERVIEW_SCORE.min, INTERVIEW_SCORE.max, applicationsMessages.scoreOutOfRange),
  interview_feedback: requiredText(5000),
});

/** Reject & Email: date (today or later) and time, both required. */
export const rejectionScheduleFormSchema = z.strictObject({
  date: z
    .string({ error: applicationsMessages.selectDateAndTime })
    .min(1, { error: applicationsMessages.selectDateAndTime })
    .pipe(dateNotInPast),
  time: z
    .string({ error: applicationsMessages.selectDateAndTime })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: applicationsMessages.selectDateAndTime }),
});

/** Which applications one change is for: one, or a bulk action's selection (at least one). */
export const applicationIdsSchema = z.array(documentId).min(1, { error: applicationsMessages.noSelection }).max(1000);

/** Bulk actions need at least one selected application. */
export const bulkSelectionSchema = z.strictObject({ ids: applicationIdsSchema });
