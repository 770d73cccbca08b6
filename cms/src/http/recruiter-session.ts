import { messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  type ActiveSession,
  type AdminActor,
  actorOf,
  clearSessionCookie,
  meetsNeed,
  type PermissionNeed,
  readSession,
  recordRefusedRequest,
  type WriteContext,
} from '../domain/auth';
import { Refusal } from '../platform/refusal';

const SESSION_STATE = 'recruiterSession';

/**
 * The route as declared (`GET /backoffice/applications/:id`), so ids in paths don't multiply audit
 * lines; a generic route's `:resource` filled in with `resource`, when the caller knows it is one of ours.
 */
export function declaredRoute(ctx: Context, resource?: string): string {
  const route = ctx.state.route as { method?: string; path?: string } | undefined;
  const path = route?.path ?? ctx.path;
  return `${route?.method ?? ctx.method} ${resource ? path.replace(':resource', resource) : path}`.slice(0, 80);
}

/** A refused back-office request, as its audit line records it. */
export const refusedRequestOf = (ctx: Context, route = declaredRoute(ctx)) => ({
  route,
  method: ctx.method,
  ip: ctx.request.ip,
});

/**
 * A back-office request's admission: a good session of an active account and,
 * when asked, a permission flag. Refusals are audited (aggregated per account, route and minute) and
 * thrown with the product's messages (401 sign in, 403 not allowed).
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
    await recordRefusedRequest(strapi, { ...refusedRequestOf(ctx, auditedRoute), status: 401, account: null });
    throw new Refusal(401, messages.signIn.signInRequired);
  }
  if (!meetsNeed(session.admin, permission)) {
    await recordRefusedRequest(strapi, {
      ...refusedRequestOf(ctx, auditedRoute),
      status: 403,
      account: session.admin,
    });
    throw new Refusal(403, messages.signIn.notAllowed, { permission });
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

/** The signed-in recruiter's write: who, with which role, from where (the one model of who changes things). */
export const writeContextOf = (strapi: Core.Strapi, ctx: Context): WriteContext => ({
  strapi,
  session: sessionOf(ctx),
  ip: ctx.request.ip,
});

/** The signed-in recruiter of a back-office request, as changes and audit lines record them. */
export const changeActorOf = (ctx: Context): AdminActor => actorOf({ session: sessionOf(ctx), ip: ctx.request.ip });
