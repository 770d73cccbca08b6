import { PERMISSION_KEYS, type PermissionKey } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { PermissionNeed } from '../domain/auth';
import { RESOURCES } from '../domain/backoffice';
import { admitRecruiter, declaredRoute } from '../http/recruiter-session';
import type { RecruiterAccess } from '../http/route-access';
import { whitelisted } from '../platform/whitelist';

const isFlag = (value: unknown): value is PermissionKey =>
  typeof value === 'string' && (PERMISSION_KEYS as readonly string[]).includes(value);

/**
 * The flag a generic /backoffice/:resource route needs: the resource's own, per read or write; and
 * the route an audited refusal names, with the resource's name when it is one of ours (any other
 * name stays `:resource`, so made-up names can't multiply the audit's lines).
 */
function resourceAdmission(ctx: Context, access: 'read' | 'write'): { need: PermissionNeed; route?: string } {
  const name = String(ctx.params.resource);
  const resource = whitelisted(RESOURCES, name);
  // An unknown resource: the session is still checked, then its handler answers 404.
  if (!resource) return { need: undefined };
  return {
    need: access === 'read' ? resource.access.read : resource.access.write,
    route: declaredRoute(ctx, name),
  };
}

/**
 * The back office's one door (`global::recruiter-session`): a good session of an active account and
 * the route's permission flag, or 401/403 with the product's messages. The admitted session waits on
 * ctx.state for the handler (sessionOf).
 */
export default {
  name: 'recruiter-session',
  // Checked once at start-up for every route: a misspelt flag stops the server instead of admitting.
  validator(config: unknown): boolean {
    const access = (config ?? {}) as Record<string, unknown>;
    if ('resourceAccess' in access) {
      if (access.resourceAccess !== 'read' && access.resourceAccess !== 'write') throw new Error('resourceAccess');
      return true;
    }
    const need = access.permission;
    const allOf =
      typeof need === 'object' && need !== null && !Array.isArray(need) ? (need as { allOf?: unknown }).allOf : null;
    if (allOf !== null && (!Array.isArray(allOf) || allOf.length === 0)) throw new Error('allOf needs its flags');
    const flags = need === undefined ? [] : Array.isArray(allOf) ? allOf : [need].flat();
    if (!flags.every(isFlag)) throw new Error(`unknown permission ${JSON.stringify(need)}`);
    return true;
  },
  async handler(policyContext: Core.PolicyContext, config: RecruiterAccess, { strapi }: { strapi: Core.Strapi }) {
    // The policy context is a copy of Koa's; the session cookie is read and cleared on the real one.
    const ctx = policyContext.request.ctx;
    const { need, route } =
      'resourceAccess' in config ? resourceAdmission(ctx, config.resourceAccess) : { need: config.permission };
    await admitRecruiter(strapi, ctx, need, route);
    return true;
  },
};
