// The Jobs page's calls beyond the simple-rest contract: tab counts, the posting actions, the
// template archive toggle, the AI template generator and the Arabic draft.
import type {
  AdminJobPosting,
  AdminJobTemplate,
  ArabicDraftAnswer,
  ArabicDraftRequest,
  GeneratedTemplateAnswer,
  JobsTabCounts,
  PostingAction,
} from '@careers/shared';
import { api } from './api';

export const jobCalls = {
  jobsTabCounts: () => api<JobsTabCounts>('/backoffice/job-postings/tab-counts'),
  changePosting: (id: string, action: PostingAction) =>
    api<AdminJobPosting>(`/backoffice/job-postings/${id}/${action}`, { body: {} }),
  archiveTemplate: (id: string, isArchived: boolean) =>
    api<AdminJobTemplate>(`/backoffice/job-templates/${id}/archive`, { body: { is_archived: isArchived } }),
  generateTemplate: (title: string, details: string) =>
    api<GeneratedTemplateAnswer>('/backoffice/job-templates/generate', { body: { title, details } }),
  draftArabic: (english: ArabicDraftRequest) =>
    api<ArabicDraftAnswer>('/backoffice/jobs/arabic-draft', { body: english }),
};
