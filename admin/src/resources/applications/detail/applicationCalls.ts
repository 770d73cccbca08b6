// The detail dialog's calls to the back-office API, and the queries that cache them: the record is
// cached per id, so the neighbour fetched ahead of `j` shows at once.
import type {
  ApplicationStatus,
  CandidateHiredAnswer,
  HireForm,
  InterviewScheduledAnswer,
  InterviewScheduleForm,
  InterviewScoreAnswer,
  RejectionScheduledAnswer,
  StatusChangeAnswer,
} from '@careers/shared';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../providers/api';
import type { ApplicationRecord, CvFormat, CvText, Neighbours, PreviousApplication, TimelineEntry } from './types';

const base = (id: string) => `/backoffice/applications/${encodeURIComponent(id)}`;

export const detailKey = (id: string) => ['applications', 'detail', id] as const;

const fetchRecord = (id: string) => api<ApplicationRecord>(base(id));

export function useApplicationRecord(id: string) {
  return useQuery({ queryKey: detailKey(id), queryFn: () => fetchRecord(id) });
}

/** Fetches a record ahead (the next and previous applicant), so moving to it shows content at once. */
export function prefetchApplication(queryClient: QueryClient, id: string) {
  return queryClient.prefetchQuery({ queryKey: detailKey(id), queryFn: () => fetchRecord(id), staleTime: 30_000 });
}

export function usePrefetch() {
  const queryClient = useQueryClient();
  return (id: string) => prefetchApplication(queryClient, id);
}

const listOf = <T>(answer: T[] | { data: T[] }): T[] => (Array.isArray(answer) ? answer : answer.data);

export function usePreviousApplications(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['applications', 'previous', id],
    queryFn: async () =>
      listOf(await api<PreviousApplication[] | { data: PreviousApplication[] }>(`${base(id)}/previous-applications`)),
    enabled,
  });
}

export function useTimeline(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['applications', 'timeline', id],
    queryFn: async () => listOf(await api<TimelineEntry[] | { data: TimelineEntry[] }>(`${base(id)}/timeline`)),
    enabled,
  });
}

/** The list's filter and sort, as the simple-rest list call takes them. */
export interface ListPlace {
  filter: string;
  sort: string;
}

export function useNeighbours(id: string, place: ListPlace, enabled: boolean) {
  const query = new URLSearchParams({ filter: place.filter, sort: place.sort }).toString();
  return useQuery({
    queryKey: ['applications', 'neighbours', id, query],
    queryFn: () => api<Neighbours>(`${base(id)}/neighbours?${query}`),
    enabled,
  });
}

export const cvViewUrl = (id: string) => `/api${base(id)}/cv/view`;

/** The CV to show inline: a PDF in the browser's own viewer (framed from the view route), or the extracted text of a DOC/DOCX. */
export type InlineCv = { kind: 'pdf' } | { kind: 'text'; text: string };

/**
 * The record says what the CV is (`cv_format`), and every read of the view route is audited as a
 * view: a PDF is only framed from the route (the admin's policy allows frames of its own origin only),
 * never fetched first; a DOC/DOCX is one JSON call for its extracted text.
 */
async function fetchInlineCv(id: string, format: CvFormat | null | undefined): Promise<InlineCv> {
  if (format === 'pdf') return { kind: 'pdf' };
  const body = await api<CvText>(`${base(id)}/cv/view`);
  return { kind: 'text', text: body.text };
}

export function useInlineCv(id: string, format: CvFormat | null | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['applications', 'cv', id],
    queryFn: () => fetchInlineCv(id, format),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const changeStatus = (id: string, status: ApplicationStatus) =>
  api<StatusChangeAnswer>(`${base(id)}/status`, { body: { status, source: 'detail' } });

export const shortlist = (id: string) =>
  api<unknown>('/backoffice/applications/bulk/shortlist', { body: { ids: [id] } });

export const saveInterviewScore = (id: string, score: number, feedback: string) =>
  api<InterviewScoreAnswer>(`${base(id)}/interview-score`, { body: { score, feedback } });

/** Schedules the rejection e-mail at a wall time in Bahrain (the server resolves the zone). */
export const scheduleRejection = (id: string, date: string, time: string) =>
  api<RejectionScheduledAnswer>(`${base(id)}/rejection`, { body: { date, time } });

export const scheduleInterview = (id: string, form: InterviewScheduleForm) =>
  api<InterviewScheduledAnswer>(`${base(id)}/interview`, { body: form });

export const hireCandidate = (id: string, form: HireForm) =>
  api<CandidateHiredAnswer>(`${base(id)}/hire`, { body: form });
