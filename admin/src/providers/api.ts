// The one way the back office talks to the CMS: same origin, session cookie, JSON, Strapi's error shape.
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
 * spec's message, from our calls or react-admin's data provider); a server failure or a request that
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
  } catch (error) {
    throw new ApiError(0, (error as Error).message || messages.common.noAnswer);
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, serverMessage(body) ?? response.statusText, body);
  return body as T;
}
