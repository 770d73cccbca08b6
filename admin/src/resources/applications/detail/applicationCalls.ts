// The detail dialog's queries over the data provider's application calls: the record is cached per id,
// so the neighbour fetched ahead of `j` shows at once.
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../providers/data-provider';
import type { CvFormat } from './types';

export const detailKey = (id: string) => ['applications', 'detail', id] as const;

export function useApplicationRecord(id: string) {
  return useQuery({ queryKey: detailKey(id), queryFn: () => dataProvider.application(id) });
}

/** Fetches a record ahead (the next and previous applicant), so moving to it shows content at once. */
export function prefetchApplication(queryClient: QueryClient, id: string) {
  return queryClient.prefetchQuery({
    queryKey: detailKey(id),
    queryFn: () => dataProvider.application(id),
    staleTime: 30_000,
  });
}

export function usePrefetch() {
  const queryClient = useQueryClient();
  return (id: string) => prefetchApplication(queryClient, id);
}

export function usePreviousApplications(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['applications', 'previous', id],
    queryFn: () => dataProvider.previousApplications(id),
    enabled,
  });
}

export function useTimeline(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['applications', 'timeline', id],
    queryFn: () => dataProvider.applicationTimeline(id),
    enabled,
  });
}

/** The interviewers' scorecards: the Scorecards tab, and the score they suggest in Update Score. */
export function useApplicationScorecards(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['applications', 'scorecards', id],
    queryFn: () => dataProvider.applicationScorecards(id),
    enabled,
  });
}

/** The list's filter and sort, as the simple-rest list call takes them. */
export interface ListPlace {
  filter: string;
  sort: string;
}

export function useNeighbours(id: string, place: ListPlace, enabled: boolean) {
  return useQuery({
    queryKey: ['applications', 'neighbours', id, place.filter, place.sort],
    queryFn: () => dataProvider.applicationNeighbours(id, place),
    enabled,
  });
}

/** The CV to show inline: a PDF in the browser's own viewer (its bytes, read once), or the extracted text of a DOC/DOCX. */
export type InlineCv = { kind: 'pdf'; pdf: Blob } | { kind: 'text'; text: string };

/**
 * The record says what the CV is (`cv_format`), and every read of the view route is audited as a
 * view, so each CV is read once: a PDF's bytes, framed as a blob (Chromium's viewer would ask a
 * framed address twice), or a DOC/DOCX's extracted text as one JSON call.
 */
async function fetchInlineCv(id: string, format: CvFormat | null | undefined): Promise<InlineCv> {
  if (format === 'pdf') return { kind: 'pdf', pdf: await dataProvider.applicationCvPdf(id) };
  return dataProvider.applicationCvText(id);
}

export function useInlineCv(id: string, format: CvFormat | null | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['applications', 'cv', id],
    queryFn: () => fetchInlineCv(id, format),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
