import { messages } from '@careers/shared/client';
import { useNotify, useRedirect } from 'react-admin';
import { errorText } from '../providers/api';

interface Feedback<Result> {
  /** Shown once the change is saved; a function words it from what the server answered. */
  success: string | ((result: Result) => string);
  /** Shown when the server gives no message of its own. */
  failure: string;
  /** The list to return to after saving; none stays on the page. */
  redirectTo?: string;
  /**
   * How a failure reads: 'prefixed' is 'Error: {message}' (the wording of admin account
   * changes); 'message' is the message alone; 'fallback' always `failure` (settings' own wording).
   */
  failureShows?: 'prefixed' | 'message' | 'fallback';
}

/**
 * The one way a screen tells what became of a save: a success notice (and the way back to the list),
 * or the failure with the server's message. Its result fits react-admin's `mutationOptions` as is, and
 * dialogs that call the data provider themselves use the same two functions.
 */
export function useSaveFeedback<Result = unknown>({
  success,
  failure,
  redirectTo,
  failureShows = 'prefixed',
}: Feedback<Result>) {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (result: Result) => {
    notify(typeof success === 'string' ? success : success(result), { type: 'success' });
    if (redirectTo) redirect('list', redirectTo);
  };
  const onError = (error: unknown) => {
    const text =
      failureShows === 'fallback'
        ? failure
        : failureShows === 'message'
          ? errorText(error, failure)
          : messages.users.errorPrefix(errorText(error, failure));
    notify(text, { type: 'error' });
  };
  return { onSuccess, onError };
}
