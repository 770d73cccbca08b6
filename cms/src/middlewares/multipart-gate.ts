import { messages } from '@careers/shared';
import type { Context, Next } from 'koa';
import { sendRefusal } from '../http/errors';
import { Refusal } from '../platform/refusal';
import { APPLY_PATH, ONBOARDING_SUBMIT_PATH } from './apply-upload-limit';

/**
 * The only requests that may carry files: the public apply form, the onboarding form, and the
 * uploads of the /cms media library (the admin routes of @strapi/upload, which the panel calls at
 * /upload).
 */
const ROUTES_TAKING_FILES: readonly { method: string; path: RegExp }[] = [
  { method: 'POST', path: new RegExp(`^${APPLY_PATH}$`) },
  { method: 'POST', path: ONBOARDING_SUBMIT_PATH },
  { method: 'POST', path: /^\/upload$/ },
  { method: 'POST', path: /^\/upload\/files$/ },
  { method: 'POST', path: /^\/upload\/files\/[^/]+\/replace$/ },
];

export function takesFiles(method: string, path: string): boolean {
  return ROUTES_TAKING_FILES.some((route) => route.method === method && route.path.test(path));
}

/**
 * Sits before the body parser: a multipart body anywhere else is refused before a byte of it is
 * read, so no other request can leave a file on the disk (upload-cleanup removes those of the
 * routes that take files).
 */
export default () => async (ctx: Context, next: Next) => {
  // As loosely as the parser reads it: any case, spaces before.
  const multipart = /^\s*multipart\//i.test(ctx.get('content-type'));
  if (!multipart || takesFiles(ctx.method, ctx.path)) return next();
  // Node discards the unread body after the answer: nothing of it is stored.
  sendRefusal(ctx, new Refusal(415, messages.requests.filesNotAccepted));
};
