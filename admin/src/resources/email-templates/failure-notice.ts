import type { Notice } from '../../components/NoticeDialog';

/** A failed save or send: the product's message, and below it the reason the form or the server gave. */
export const failureNotice = (title: string, message: string, reason: { label: string; value: string }): Notice => ({
  severity: 'error',
  title,
  message,
  details: [reason],
});
