// The one way the back office talks to the CMS: same origin, session cookie, JSON (or a file), Strapi's
// error shape. Only the modules in providers/ call it.
import { messages } from '@careers/shared/client';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/** Strapi's `{ error: { message } }`, when the server gave one. */
export function serverMessage(body: unknown): string | undefined {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === 'string' && error.message ? error.message : undefined;
}

/**
 * The one rule for what a failed call tells the user: a refusal's own reason (a 4xx answer carries the
 * product's message, from our calls or react-admin's data provider); a server failure or a request that
 * never got an answer reads `fallback`, never a raw status text or a browser's network error.
 */
export function errorText(error: unknown, fallback: string): string {
  const status = (error as { status?: unknown } | null)?.status;
  const refused = typeof status === 'number' && status >= 400 && status < 500;
  return (refused && error instanceof Error && error.message) || fallback;
}

export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers:
        init.body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    // The browser's own words ("Failed to fetch", "NetworkError…") differ by browser and tell a user nothing.
    throw new ApiError(0, messages.common.noAnswer);
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, serverMessage(body) ?? response.statusText, body);
  return body as T;
}

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
  } catch {
    // The browser's own words ("Failed to fetch", "NetworkError…") differ by browser and tell a user nothing.
    throw new ApiError(0, messages.common.noAnswer);
  }
  if (!response.ok) {
    const answer: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, serverMessage(answer) ?? response.statusText, answer);
  }
  return response;
}

/** A downloaded file: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export async function downloadFile(path: string, fallbackName: string): Promise<DownloadedFile> {
  const response = await download(path);
  return { blob: await response.blob(), fileName: fileNameOf(response, fallbackName) };
}
