// The interview agenda's calls: the interviews of a period, and the interviewers' calendar feeds.
import type { CreatedInterviewerFeed, InterviewAgenda, InterviewerFeed } from '@careers/shared';
import { api } from './api';

export const interviewAgendaCalls = {
  agenda: (from: string, to: string) =>
    api<InterviewAgenda>(`/backoffice/interviews?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`),
  feeds: () => api<{ data: InterviewerFeed[] }>('/backoffice/interviews/feeds'),
  /** A new secret feed address; the interviewer's previous one stops working. */
  createFeed: (email: string) =>
    api<{ data: CreatedInterviewerFeed; message: string }>('/backoffice/interviews/feeds', {
      body: { interviewer_email: email },
    }),
  revokeFeed: (email: string) =>
    api<{ message: string }>('/backoffice/interviews/feeds/revoke', { body: { interviewer_email: email } }),
};
