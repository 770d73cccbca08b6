import type { PermissionKey } from '@careers/shared';

/**
 * How each custom route is admitted, stated in its route config so one look at the routes file
 * shows who may call what. Every route of /api/backoffice and /api/admin-auth
 * carries exactly one of these policies; tests/integration/route-policies.test.ts fails otherwise.
 */

/**
 * What `global::recruiter-session` checks: a flag (or any of several, or `allOf`: every one of
 * several), or the resource's own flag.
 */
export type RecruiterAccess =
  | { permission?: PermissionKey | readonly PermissionKey[] | { readonly allOf: readonly PermissionKey[] } }
  | { resourceAccess: 'read' | 'write' };

/**
 * The limits an open sign-in route counts. `sign-in`, `sign-in-code` and `setup` are counted by the
 * policy before the handler runs; `forgot-password` is counted inside the request (its per-address
 * limit must still answer the same 200, so it can't be a refusal); `none`: not rate-limited.
 */
export const OPEN_SIGN_IN_LIMITS = ['sign-in', 'sign-in-code', 'setup', 'forgot-password', 'none'] as const;
export type OpenSignInLimit = (typeof OPEN_SIGN_IN_LIMITS)[number];

/** Strapi's own auth is off on our routes: the policy is what admits a request. */
export function recruiterOnly(access: RecruiterAccess = {}) {
  return { auth: false as const, policies: [{ name: 'global::recruiter-session', config: access }] };
}

/** A sign-in route anyone may call (password, code, forgot, reset, setup...), with its limit. */
export function openSignIn(rateLimit: OpenSignInLimit) {
  return { auth: false as const, policies: [{ name: 'global::open-sign-in', config: { rateLimit } }] };
}

/** One custom route, on one line of its routes file. */
export function route(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, handler: string, config: object) {
  return { method, path, handler, config };
}
