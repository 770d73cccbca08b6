import { MAX_UPLOAD_BYTES, messages } from '@careers/shared';
import type { Context, Next } from 'koa';
import { sendError } from '../http/errors';

export const APPLY_PATH = '/api/public/applications';
/** A CV and a supporting document at their largest, plus the form's text fields. */
export const APPLY_MAX_REQUEST_BYTES = 2 * MAX_UPLOAD_BYTES + 1024 * 1024;

/**
 * Sits before the body parser: an application too large to be valid is refused from its
 * Content-Length, before any of it is read, and every size refusal of the apply route carries the
 * spec's message rather than the parser's.
 */
export default () => async (ctx: Context, next: Next) => {
  if (ctx.path !== APPLY_PATH || ctx.method !== 'POST') return next();
  if (Number(ctx.get('content-length') || 0) > APPLY_MAX_REQUEST_BYTES) {
    ctx.set('Connection', 'close');
    return sendError(ctx, 413, 'PayloadTooLargeError', messages.apply.fileTooLarge);
  }
  await next();
  if (ctx.status === 413) sendError(ctx, 413, 'PayloadTooLargeError', messages.apply.fileTooLarge);
};
