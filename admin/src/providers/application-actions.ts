// The applications list's own calls beyond the simple-rest contract (facets, status, bulk work, CV ZIPs).
import type {
  ApplicationFacets,
  ApplicationStatus,
  BulkAnalysisProgress,
  BulkRejectResult,
  CvArchivePlan,
  StatusChangeAnswer,
} from '@careers/shared';
import { ApiError, api, serverMessage } from './api';

export interface BulkRejectAnswer {
  results: BulkRejectResult[];
}

/** The applications a CV archive covers: chosen rows, or everything the current filters show. */
export type CvArchiveScope = { ids: string[] } | { filter: Record<string, unknown> };

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

/** The server's file name: the UTF-8 form (filename*) when given, else the plain one. */
export function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoding: the plain name below still names the file.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/** A file the server sends as an attachment, fetched whole so the page can tell how it went. */
export async function download(path: string, body?: unknown): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(0, (error as Error).message);
  }
  if (!response.ok) {
    const answer: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, serverMessage(answer) ?? response.statusText, answer);
  }
  return response;
}

/** Hands a fetched file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const applicationActions = {
  facets: () => api<ApplicationFacets>('/backoffice/applications/facets'),
  changeStatus: (id: string, status: ApplicationStatus) =>
    api<StatusChangeAnswer>(`/backoffice/applications/${id}/status`, { body: { status, source: 'list' } }),
  bulkReject: (ids: string[]) => api<BulkRejectAnswer>('/backoffice/applications/bulk/reject', { body: { ids } }),
  startAnalysis: (ids: string[]) => api<BulkAnalysisProgress>('/backoffice/applications/analysis', { body: { ids } }),
  analysisProgress: (id: string) => api<BulkAnalysisProgress>(`/backoffice/applications/analysis/${id}`),
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
  async cv(id: string): Promise<{ blob: Blob; fileName: string }> {
    const response = await download(`/backoffice/applications/${id}/cv`);
    return { blob: await response.blob(), fileName: fileNameOf(response, 'CV') };
  },
};
