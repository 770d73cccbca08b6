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

/** A refusal's own reason (a 4xx answer's message); a server failure or no answer reads `fallback`, never raw. */
export const refusalText = (error: unknown, fallback: string): string =>
  (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) || fallback;

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
