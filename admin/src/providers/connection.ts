// Whether the back office could reach its server at start-up. A failed check must not look like a
// signed-out session (that shows the sign-in form and ends the session): it is its own state.
import { messages } from '@careers/shared/client';
import { useSyncExternalStore } from 'react';
import { ApiError, serverMessage } from './api';

let lost: Error | null = null;
const listeners = new Set<() => void>();

/** No answer at all, or the server failed: not a question of who is signed in. */
export const isConnectionFailure = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

/** Replaces the whole back office with the Connection Error screen. */
export function reportConnectionLost(error: ApiError): void {
  lost = new Error(
    error.status === 0
      ? messages.common.serverUnreachable
      : (serverMessage(error.body) ?? messages.common.serverFailed(error.status)),
  );
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useConnectionLost = (): Error | null => useSyncExternalStore(subscribe, () => lost);
