import { messages, type PermissionKey } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { PolicyForbiddenError, PolicyUnauthorizedError } from '../../http/errors';
import { can } from './admin-accounts';
import { type ActiveSession, clearSessionCookie, readSession } from './sessions';

/** One flag, or any one of several (deliberate change 7); none: a good session is enough. */
export type PermissionNeed = PermissionKey | readonly PermissionKey[] | undefined;

const SESSION_STATE = 'recruiterSession';

/**
 * A back-office request's admission (DESIGN.md section 6): a good session of an active account and,
 * when asked, a permission flag. Refusals are thrown as errors Strapi renders with the spec's
 * messages (401 sign in, 403 not allowed; see http/errors.ts).
 */
export async function admitRecruiter(
  strapi: Core.Strapi,
  ctx: Context,
  permission: PermissionNeed,
): Promise<ActiveSession> {
  const session = await readSession(strapi, ctx);
  if (!session) {
    clearSessionCookie(ctx);
    throw new PolicyUnauthorizedError(messages.signIn.signInRequired);
  }
  const anyOf = permission === undefined ? [] : typeof permission === 'string' ? [permission] : permission;
  if (anyOf.length > 0 && !anyOf.some((flag) => can(session.admin, flag))) {
    throw new PolicyForbiddenError(messages.signIn.notAllowed, { permission });
  }
  ctx.state[SESSION_STATE] = session;
  return session;
}

/**
 * The session the route's policy admitted. A handler behind no such policy is a wiring mistake,
 * so it fails loudly instead of answering without a session.
 */
export function sessionOf(ctx: Context): ActiveSession {
  const session = ctx.state[SESSION_STATE] as ActiveSession | undefined;
  if (!session) throw new Error(`no recruiter session was admitted for ${ctx.method} ${ctx.path}`);
  return session;
}
