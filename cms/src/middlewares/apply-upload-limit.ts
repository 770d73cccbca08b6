import { MAX_UPLOAD_BYTES, messages } from '@careers/shared';
import type { Context, Next } from 'koa';
import { sendError } from '../http/errors';

export const APPLY_PATH = '/api/public/applications';
/** A CV and a supporting document at their largest, plus the form's text fields. */
export const APPLY_MAX_REQUEST_BYTES = 2 * MAX_UPLOAD_BYTES + 1024 * 1024;

/** The onboarding form: its link's secret is the last part of the path. */
export const ONBOARDING_SUBMIT_PATH = /^\/api\/onboarding\/[^/]+$/;
/** Three onboarding documents at their largest, plus the form's text fields. */
export const ONBOARDING_MAX_REQUEST_BYTES = 3 * MAX_UPLOAD_BYTES + 1024 * 1024;

/** The most a route that takes files may receive, or null for any other request. */
function requestLimit(ctx: Context): number | null {
  if (ctx.method !== 'POST') return null;
  if (ctx.path === APPLY_PATH) return APPLY_MAX_REQUEST_BYTES;
  if (ONBOARDING_SUBMIT_PATH.test(ctx.path)) return ONBOARDING_MAX_REQUEST_BYTES;
  return null;
}

/**
 * Sits before the body parser: an application or onboarding form too large to be valid is refused
 * from its Content-Length, before any of it is read, and every size refusal of these routes carries
 * the spec's message rather than the parser's.
 */
export default () => async (ctx: Context, next: Next) => {
  const limit = requestLimit(ctx);
  if (limit === null) return next();
  if (Number(ctx.get('content-length') || 0) > limit) {
    ctx.set('Connection', 'close');
    return sendError(ctx, 413, 'PayloadTooLargeError', messages.apply.fileTooLarge);
  }
  await next();
  if (ctx.status === 413) sendError(ctx, 413, 'PayloadTooLargeError', messages.apply.fileTooLarge);
};
