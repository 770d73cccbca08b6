import { messages } from '@careers/shared';

/**
 * The message of a failed call: the server's own (the providers lift it from Strapi's error body),
 * or why the request never got an answer; `fallback` when there is neither.
 */
export const failureText = (error: unknown, fallback: string): string =>
  (error instanceof Error && error.message) || fallback;

/** Admin management failures read 'Error: {message}' (back-office spec section 8). */
export const failureAlert = (error: unknown, fallback: string): string =>
  messages.users.errorPrefix(failureText(error, fallback));
