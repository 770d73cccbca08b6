// The Jobs page's calls beyond the simple-rest contract: tab counts, the posting actions, the
// template archive toggle, the AI template generator and the Arabic draft.
import type {
  AdminJobPosting,
  AdminJobTemplate,
  ArabicDraftAnswer,
  ArabicDraftRequest,
  FocusOnlyTemplateAnswer,
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
  /** A whole template with an AI key; without one, only the focus attributes of the requirements sent. */
  generateTemplate: (request: { title: string; details: string; requirements: string }) =>
    api<GeneratedTemplateAnswer | FocusOnlyTemplateAnswer>('/backoffice/job-templates/generate', { body: request }),
  draftArabic: (english: ArabicDraftRequest) =>
    api<ArabicDraftAnswer>('/backoffice/jobs/arabic-draft', { body: english }),
};
