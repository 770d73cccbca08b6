// Structured interviews in the back office: the interviewers' scorecards of an application,
// a reminder to one interviewer, and the scheduled interview moved or called off.
import type {
  ApplicationScorecards,
  InterviewCancelledAnswer,
  InterviewRescheduledAnswer,
  InterviewRescheduleForm,
  MessageAnswer,
} from '@careers/shared';
import { api } from './api';

const one = (id: string) => `/backoffice/applications/${encodeURIComponent(id)}`;

export const scorecardCalls = {
  /** Each interview (newest first) with its panel's scorecards, their summary and the score they suggest. */
  applicationScorecards: (id: string) => api<ApplicationScorecards>(`${one(id)}/scorecards`),
  /** E-mails the interviewer their kit link again; refused once submitted or within the hour. */
  sendScorecardReminder: (scorecardId: string) =>
    api<MessageAnswer>(`/backoffice/scorecards/${encodeURIComponent(scorecardId)}/reminder`, { body: {} }),
  /** The same interviewers, a new time or place; everyone gets an updated invitation. */
  rescheduleInterview: (id: string, form: InterviewRescheduleForm) =>
    api<InterviewRescheduledAnswer>(`${one(id)}/interview/reschedule`, { body: form }),
  cancelInterview: (id: string) => api<InterviewCancelledAnswer>(`${one(id)}/interview/cancel`, { body: {} }),
};
