import { messages, type PermissionKey } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { PolicyForbiddenError, PolicyUnauthorizedError } from '../../http/errors';
import { can, type RoleHolder } from './admin-accounts';
import { recordRefusedRequest } from './refusal-audit';
import { type ActiveSession, clearSessionCookie, readSession } from './sessions';

/**
 * One flag, any one of several, or every one of several (`allOf`, for data stricter than one flag
 * guards, e.g. HIRED_STAFF_PRIVATE_DATA) (deliberate change 7); none: a good session is enough.
 */
export type PermissionNeed =
  | PermissionKey
  | readonly PermissionKey[]
  | { readonly allOf: readonly PermissionKey[] }
  | undefined;

/** Whether an admin's role meets a need. */
export function meetsNeed(admin: RoleHolder, need: PermissionNeed): boolean {
  if (need === undefined) return true;
  if (typeof need === 'string') return can(admin, need);
  if ('allOf' in need) return need.allOf.length > 0 && need.allOf.every((flag) => can(admin, flag));
  return need.length === 0 || need.some((flag) => can(admin, flag));
}

const SESSION_STATE = 'recruiterSession';

/**
 * A back-office request's admission (DESIGN.md section 6): a good session of an active account and,
 * when asked, a permission flag. Refusals are audited (aggregated per account, route and minute) and
 * thrown as errors Strapi renders with the spec's messages (401 sign in, 403 not allowed; see http/errors.ts).
 */
export async function admitRecruiter(
  strapi: Core.Strapi,
  ctx: Context,
  permission: PermissionNeed,
  /** What an audit line of a refusal names as the route, when not the matched route's own path. */
  auditedRoute?: string,
): Promise<ActiveSession> {
  const session = await readSession(strapi, ctx);
  if (!session) {
    clearSessionCookie(ctx);
    await recordRefusedRequest(strapi, ctx, { status: 401, account: null, route: auditedRoute });
    throw new PolicyUnauthorizedError(messages.signIn.signInRequired);
  }
  if (!meetsNeed(session.admin, permission)) {
    await recordRefusedRequest(strapi, ctx, { status: 403, account: session.admin, route: auditedRoute });
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

/** Who an audit line names for an admitted request: the signed-in admin and the client's address. */
export function auditActor(ctx: Context): { actorId: string; actorEmail: string; ip: string } {
  const { admin } = sessionOf(ctx);
  return { actorId: admin.documentId, actorEmail: admin.email, ip: ctx.request.ip };
}
