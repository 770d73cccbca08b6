// The interview agenda's calls: the interviews of a period, and the interviewers' calendar feeds.
import type { InterviewAgenda, InterviewerFeedCreated, InterviewerFeeds, MessageAnswer } from '@careers/shared';
import { api } from './api';

export const interviewCalls = {
  interviewAgenda: (from: string, to: string) =>
    api<InterviewAgenda>(`/backoffice/interviews?${new URLSearchParams({ from, to }).toString()}`),
  interviewerFeeds: () => api<InterviewerFeeds>('/backoffice/interviews/feeds'),
  /** A new secret feed address; the interviewer's previous one stops working. */
  createInterviewerFeed: (email: string) =>
    api<InterviewerFeedCreated>('/backoffice/interviews/feeds', { body: { interviewer_email: email } }),
  revokeInterviewerFeed: (email: string) =>
    api<MessageAnswer>('/backoffice/interviews/feeds/revoke', { body: { interviewer_email: email } }),
};
