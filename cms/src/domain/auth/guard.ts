import { messages, type PermissionKey } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { sendError } from '../../http/errors';
import { can } from './admin-accounts';
import { type ActiveSession, clearSessionCookie, readSession } from './sessions';

/**
 * Every back-office request passes here: a good session (DESIGN.md section 6) and, when asked, a
 * permission flag — any one of several when a list is given (deliberate change 7). Answers 401 or
 * 403 itself and returns null then.
 */
export async function requireAdmin(
  strapi: Core.Strapi,
  ctx: Context,
  permission?: PermissionKey | readonly PermissionKey[],
): Promise<ActiveSession | null> {
  const session = await readSession(strapi, ctx);
  if (!session) {
    clearSessionCookie(ctx);
    sendError(ctx, 401, 'UnauthorizedError', messages.signIn.signInRequired);
    return null;
  }
  const anyOf = permission === undefined ? [] : typeof permission === 'string' ? [permission] : permission;
  if (anyOf.length > 0 && !anyOf.some((flag) => can(session.admin, flag))) {
    sendError(ctx, 403, 'ForbiddenError', messages.signIn.notAllowed, { permission });
    return null;
  }
  return session;
}
