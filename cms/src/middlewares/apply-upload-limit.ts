import { MAX_UPLOAD_BYTES, messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { admitOnboardingSubmission } from '../domain/hiring';
import { sendRefusal } from '../http/errors';
import { Refusal } from '../platform/refusal';

export const APPLY_PATH = '/api/public/applications';
/** A CV and a supporting document at their largest, plus the form's text fields. */
export const APPLY_MAX_REQUEST_BYTES = 2 * MAX_UPLOAD_BYTES + 1024 * 1024;

/** The onboarding form: its link's secret is the last part of the path. */
export const ONBOARDING_SUBMIT_PATH = /^\/api\/onboarding\/([^/]+)$/;
/** Three onboarding documents at their largest, plus the form's text fields. */
export const ONBOARDING_MAX_REQUEST_BYTES = 3 * MAX_UPLOAD_BYTES + 1024 * 1024;

/** The most a route that takes files may receive, or null for any other request. */
function requestLimit(ctx: Context): number | null {
  if (ctx.method !== 'POST') return null;
  if (ctx.path === APPLY_PATH) return APPLY_MAX_REQUEST_BYTES;
  if (ONBOARDING_SUBMIT_PATH.test(ctx.path)) return ONBOARDING_MAX_REQUEST_BYTES;
  return null;
}

/** Answers without reading the body: Node discards it, and the connection is not kept for more. */
function refuseUnread(ctx: Context, refusal: Refusal): void {
  ctx.set('Connection', 'close');
  sendRefusal(ctx, refusal);
}

/**
 * Sits before the body parser: an application or onboarding form too large to be valid is refused
 * from its Content-Length, before any of it is read, and every size refusal of these routes carries
 * the product's message rather than the parser's. A multipart body of unknown length (chunked) is
 * refused too (a browser always states it), and an onboarding form is counted against its rate
 * limit and needs its link open before a byte of its documents reaches the disk.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const limit = requestLimit(ctx);
    if (limit === null) return next();
    const length = ctx.get('content-length');
    if (length === '' && /^\s*multipart\//i.test(ctx.get('content-type'))) {
      return refuseUnread(ctx, new Refusal(411, messages.requests.lengthRequired));
    }
    if (Number(length || 0) > limit) {
      return refuseUnread(ctx, new Refusal(413, messages.apply.fileTooLarge));
    }
    const onboardingToken = ONBOARDING_SUBMIT_PATH.exec(ctx.path)?.[1];
    if (onboardingToken !== undefined) {
      ctx.set('Cache-Control', 'no-store');
      // A refusal is answered before the body is read: Node discards it, and nothing reaches the disk.
      await admitOnboardingSubmission(strapi, onboardingToken, ctx.request.ip);
    }
    await next();
    if (ctx.status === 413) sendRefusal(ctx, new Refusal(413, messages.apply.fileTooLarge));
  };
