// The applications' calls beyond the simple-rest contract: the list's facets and bulk work, the detail
// dialog's record, history and actions, and the CVs (one, or a ZIP).
import type {
  ApplicationFacets,
  ApplicationRecord,
  ApplicationStatus,
  ApplicationTimelineEntry,
  BulkAnalysisProgress,
  BulkRejectAnswer,
  CandidateHiredAnswer,
  CvArchivePlan,
  CvText,
  HireForm,
  InterviewScheduledAnswer,
  InterviewScheduleForm,
  InterviewScoreAnswer,
  LegalHoldAnswer,
  Neighbours,
  PreviousApplication,
  RejectionScheduledAnswer,
  ShortlistAnswer,
  StatusChangeAnswer,
} from '@careers/shared';
import { api, download, downloadFile, fileNameOf } from './api';

/** The applications a CV archive covers: chosen rows, or everything the current filters show. */
export type CvArchiveScope = { ids: string[] } | { filter: Record<string, unknown> };

/** A CV archive as downloaded: the ZIP, and the counts its headers carry (the client's own shape). */
export interface CvArchive {
  blob: Blob;
  fileName: string;
  /** CVs in the ZIP, and CVs that should have been but could not be read (when the server says). */
  included: number | null;
  failed: number | null;
}

const countHeader = (response: Response, name: string) => {
  const value = response.headers.get(name);
  return value === null || !/^\d+$/.test(value) ? null : Number(value);
};

const one = (id: string) => `/backoffice/applications/${encodeURIComponent(id)}`;

/** Where the browser frames a PDF CV from (never fetched first: each read is audited). */

export const applicationCalls = {
  applicationFacets: () => api<ApplicationFacets>('/backoffice/applications/facets'),
  application: (id: string) => api<ApplicationRecord>(one(id)),
  previousApplications: async (id: string) =>
    (await api<{ data: PreviousApplication[] }>(`${one(id)}/previous-applications`)).data,
  applicationTimeline: async (id: string) =>
    (await api<{ data: ApplicationTimelineEntry[] }>(`${one(id)}/timeline`)).data,
  /** The applicants before and after `id` in the list as filtered and sorted (simple-rest's query form). */
  applicationNeighbours: (id: string, place: { filter: string; sort: string }) =>
    api<Neighbours>(`${one(id)}/neighbours?${new URLSearchParams(place).toString()}`),
  /** A DOC/DOCX CV's extracted text; each read is audited as a view. */
  applicationCvText: (id: string) => api<CvText>(`${one(id)}/cv/view`),
  /** A PDF CV's bytes for the inline viewer; the read is audited as a view. */
  applicationCvPdf: async (id: string) => (await download(`${one(id)}/cv/view`)).blob(),
  changeApplicationStatus: (id: string, status: ApplicationStatus, source: 'list' | 'detail') =>
    api<StatusChangeAnswer>(`${one(id)}/status`, { body: { status, source } }),
  shortlistApplication: (id: string) =>
    api<ShortlistAnswer>('/backoffice/applications/bulk/shortlist', { body: { ids: [id] } }),
  /** Places a legal hold with its reason, or releases it (`reason` null). */
  setLegalHold: (id: string, reason: string | null) =>
    api<LegalHoldAnswer>(`${one(id)}/legal-hold`, { body: reason === null ? { hold: false } : { hold: true, reason } }),
  saveInterviewScore: (id: string, score: number, feedback: string) =>
    api<InterviewScoreAnswer>(`${one(id)}/interview-score`, { body: { score, feedback } }),
  /** Schedules the rejection e-mail at a wall time in Bahrain (the server resolves the zone). */
  scheduleRejection: (id: string, date: string, time: string) =>
    api<RejectionScheduledAnswer>(`${one(id)}/rejection`, { body: { date, time } }),
  scheduleInterview: (id: string, form: InterviewScheduleForm) =>
    api<InterviewScheduledAnswer>(`${one(id)}/interview`, { body: form }),
  hireCandidate: (id: string, form: HireForm) => api<CandidateHiredAnswer>(`${one(id)}/hire`, { body: form }),
  rejectApplications: (ids: string[]) =>
    api<BulkRejectAnswer>('/backoffice/applications/bulk/reject', { body: { ids } }),
  startAiAnalysis: (ids: string[]) => api<BulkAnalysisProgress>('/backoffice/applications/analysis', { body: { ids } }),
  aiAnalysisProgress: (id: string) => api<BulkAnalysisProgress>(`/backoffice/applications/analysis/${id}`),
  cvArchivePlan: (scope: CvArchiveScope) =>
    api<CvArchivePlan>('/backoffice/applications/cv-archive/plan', { body: scope }),
  async cvArchive(scope: CvArchiveScope): Promise<CvArchive> {
    const response = await download('/backoffice/applications/cv-archive', scope);
    return {
      blob: await response.blob(),
      fileName: fileNameOf(response, 'CVs.zip'),
      included: countHeader(response, 'x-cv-count'),
      failed: countHeader(response, 'x-cv-failed'),
    };
  },
  applicationCv: (id: string) => downloadFile(`${one(id)}/cv`, 'CV'),
};
