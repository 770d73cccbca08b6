import { BUILT_IN_ROLE_NAMES, BUILT_IN_ROLES, type BuiltInRoleName, type Permissions } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import adminAuthRoutes from '../../src/api/admin-auth/routes/admin-auth';
import backofficeRoutes from '../../src/api/backoffice/routes/backoffice';
import { meetsNeed, type PermissionNeed } from '../../src/domain/auth/admin-accounts';
import { RESOURCES } from '../../src/domain/backoffice';
import { whitelisted } from '../../src/platform/whitelist';

// The permission map as the server applies it: which built-in role may call which back-office
// route, read from the routes files themselves and judged by the check the policy runs.

interface Policy {
  name: string;
  config: { permission?: PermissionNeed; resourceAccess?: 'read' | 'write'; rateLimit?: string };
}
interface DeclaredRoute {
  method: string;
  path: string;
  config: { auth: false; policies: Policy[] };
}
const routes = [...backofficeRoutes.routes, ...adminAuthRoutes.routes] as DeclaredRoute[];

const holder = (permissions: Partial<Permissions> | null) => ({ role: permissions ? { permissions } : null });

/** The need a route's policy checks; a generic route's comes from the resource named in its path. */
function needOf(method: string, path: string): PermissionNeed {
  const declared = routes.find((route) => route.method === method && route.path === path);
  if (!declared) {
    const [, resourceName] = /^\/backoffice\/([^/]+)/.exec(path) ?? [];
    const resource = whitelisted(RESOURCES, resourceName ?? '');
    if (!resource) throw new Error(`no route ${method} ${path}`);
    return method === 'GET' ? resource.access.read : resource.access.write;
  }
  const [policy] = declared.config.policies;
  if (policy?.name !== 'global::recruiter-session') throw new Error(`${method} ${path} is open`);
  return policy.config.permission;
}

const whoMayCall = (method: string, path: string): BuiltInRoleName[] =>
  BUILT_IN_ROLE_NAMES.filter((name) => meetsNeed(holder(BUILT_IN_ROLES[name].permissions), needOf(method, path)));

describe('which built-in role may call which route', () => {
  it('lets every role read the dashboard and its own account', () => {
    const everyone = ['super_admin', 'admin', 'recruiter', 'viewer'];
    expect(whoMayCall('GET', '/backoffice/dashboard/metrics')).toEqual(everyone);
    expect(whoMayCall('GET', '/admin-auth/me')).toEqual(everyone);
  });

  it('keeps applications and jobs to recruiters and above, never a viewer', () => {
    const recruiting = ['super_admin', 'admin', 'recruiter'];
    expect(whoMayCall('POST', '/backoffice/applications/:id/status')).toEqual(recruiting);
    expect(whoMayCall('GET', '/backoffice/applications/:id/cv')).toEqual(recruiting);
    expect(whoMayCall('POST', '/backoffice/job-postings/:id/close')).toEqual(recruiting);
    expect(whoMayCall('GET', '/backoffice/applications')).toEqual(recruiting);
  });

  it('keeps bank and ID data and the privacy register from a recruiter', () => {
    const hr = ['super_admin', 'admin'];
    expect(whoMayCall('GET', '/backoffice/hired-staff/:id/private')).toEqual(hr);
    expect(whoMayCall('GET', '/backoffice/hired-staff/:id/documents/:kind')).toEqual(hr);
    expect(whoMayCall('POST', '/backoffice/applications/:id/erasure')).toEqual(hr);
    expect(whoMayCall('GET', '/backoffice/privacy/register.csv')).toEqual(hr);
  });

  it('keeps settings, secrets and accounts to admins', () => {
    const admins = ['super_admin', 'admin'];
    expect(whoMayCall('PUT', '/backoffice/settings/secrets/:key')).toEqual(admins);
    expect(whoMayCall('PUT', '/backoffice/settings')).toEqual(admins);
    expect(whoMayCall('POST', '/backoffice/users/:id/password')).toEqual(admins);
    expect(whoMayCall('POST', '/backoffice/email-templates/:id/test')).toEqual(admins);
  });

  it('lets only the super admin change roles, while admins may read them to pick one', () => {
    expect(whoMayCall('PUT', '/backoffice/roles/:id')).toEqual(['super_admin']);
    expect(whoMayCall('GET', '/backoffice/roles')).toEqual(['super_admin', 'admin']);
  });

  it('lets only the super admin read the audit log, and nobody write it', () => {
    expect(whoMayCall('GET', '/backoffice/audit-log')).toEqual(['super_admin']);
  });

  it('admits every back-office route only through the session policy', () => {
    for (const route of backofficeRoutes.routes as DeclaredRoute[]) {
      expect(route.config.auth).toBe(false);
      expect(route.config.policies.map((policy) => policy.name)).toEqual(['global::recruiter-session']);
    }
  });
});

describe('a permission check', () => {
  const recruiter = holder(BUILT_IN_ROLES.recruiter.permissions);

  it('needs one flag, any of several, or every one of an allOf', () => {
    expect(meetsNeed(recruiter, 'manage_jobs')).toBe(true);
    expect(meetsNeed(recruiter, 'manage_users')).toBe(false);
    expect(meetsNeed(recruiter, ['manage_users', 'manage_jobs'])).toBe(true);
    expect(meetsNeed(recruiter, { allOf: ['manage_applications', 'manage_jobs'] })).toBe(true);
    expect(meetsNeed(recruiter, { allOf: ['manage_applications', 'manage_users'] })).toBe(false);
  });

  it('never opens an empty allOf', () => {
    expect(meetsNeed(holder(BUILT_IN_ROLES.super_admin.permissions), { allOf: [] })).toBe(false);
  });

  it('grants nothing to an account without a role, beyond a good session', () => {
    expect(meetsNeed(holder(null), 'view_analytics')).toBe(false);
    expect(meetsNeed(holder(null), undefined)).toBe(true);
  });

  it('counts only a stored true: not "true", not 1', () => {
    const stored = { manage_jobs: 'true', manage_users: 1 } as unknown as Partial<Permissions>;
    expect(meetsNeed(holder(stored), 'manage_jobs')).toBe(false);
    expect(meetsNeed(holder(stored), ['manage_jobs', 'manage_users'])).toBe(false);
  });
});
