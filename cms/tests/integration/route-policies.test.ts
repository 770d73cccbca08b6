// Every route of the recruiter API states how it is admitted, and the back office
// answers nobody without a session, nor a session without the route's flag. The routes are read from
// the running Strapi's router, not from a list here: a route added later is checked too.
import { messages } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/admin-session';
import { adminWithFlags } from '../support/custom-role';
import { mountedRoutes, pathsOf } from '../support/mounted-routes';
import { getJson, testServer } from '../support/test-server';

const server = await testServer();

interface RouteConfig {
  auth?: unknown;
  policies?: (string | { name: string; config?: Record<string, unknown> })[];
}
interface DeclaredRoute {
  method: string;
  path: string;
  config: RouteConfig;
}
const RECRUITER_API = /^\/api\/(admin-auth|backoffice)(\/|$)/;
const OUR_POLICIES = ['global::recruiter-session', 'global::open-sign-in'];

/** Every content-API route Strapi registered (APIs and plugins), with its full path. */
function declaredRoutes(): DeclaredRoute[] {
  const routers = [
    ...Object.values(server.strapi.apis).map((api) => ({ prefix: '/api', routers: api.routes ?? {} })),
    ...Object.entries(server.strapi.plugins).map(([name, plugin]) => ({
      prefix: `/api/${name}`,
      routers: plugin.routes ?? {},
    })),
  ];
  return routers.flatMap(({ prefix, routers: byName }) =>
    Object.values(byName as Record<string, { type?: string; routes?: DeclaredRoute[] }>)
      .filter((router) => router.type === 'content-api' || router.type === undefined)
      .flatMap((router) => router.routes ?? [])
      .map((route) => ({ method: route.method, path: `${prefix}${route.path}`, config: route.config ?? {} })),
  );
}

function recruiterRoutes(): (DeclaredRoute & { policy: { name: string; config: Record<string, unknown> } })[] {
  const declared = declaredRoutes();
  // What the server answers for: the mounted router's own layers under the two prefixes.
  return mountedRoutes(server, RECRUITER_API).map(({ method, path }) => {
    const route = declared.find((candidate) => candidate.method === method && candidate.path === path);
    if (!route) throw new Error(`${method} ${path} is mounted but found in no router`);
    const [first] = (route.config.policies ?? []).map((policy) =>
      typeof policy === 'string' ? { name: policy, config: {} } : { name: policy.name, config: policy.config ?? {} },
    );
    return { ...route, policy: first ?? { name: '', config: {} } };
  });
}

const backOfficeRoutes = () => recruiterRoutes().filter((route) => route.policy.name === 'global::recruiter-session');

/** Each path a route answers: a generic resource route once per registered resource, and an unknown one. */
const routePaths = (path: string) =>
  pathsOf(
    server,
    path,
    (param) => (param === 'key' ? 'openai_api_key' : 'nobody0000000000000000000'),
    'no-such-resource',
  );

function call(method: string, path: string, cookie?: string) {
  return getJson(server, path, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    ...(method === 'GET' ? {} : { body: '{}' }),
  });
}

/** Each sweep calls every back-office route in turn (about a hundred requests): more than 30 s on a loaded machine. */
const ROUTE_SWEEP_TIMEOUT_MS = 120_000;

describe('the routes of /api/backoffice and /api/admin-auth', () => {
  it('each declare how they are admitted: a session with its flag, or open on purpose with its limit', () => {
    const routes = recruiterRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(24);
    const undeclared = routes
      .filter((route) => route.config.policies?.length !== 1 || !OUR_POLICIES.includes(route.policy.name))
      .map((route) => `${route.method} ${route.path}`);
    expect(undeclared).toEqual([]);
    // Every back-office route needs a session: none is open.
    const openBackOffice = routes.filter(
      (route) => route.path.startsWith('/api/backoffice') && route.policy.name !== 'global::recruiter-session',
    );
    expect(openBackOffice.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it(
    'answer 401 with the product’s message to every session-only route called without a session',
    async () => {
      const failures: string[] = [];
      for (const route of backOfficeRoutes()) {
        for (const path of routePaths(route.path)) {
          for (const cookie of [undefined, 'careers_admin_session=forged']) {
            const { status, body, headers } = await call(route.method, path, cookie);
            const expected = {
              data: null,
              error: { status: 401, name: 'UnauthorizedError', message: messages.signIn.signInRequired, details: {} },
            };
            if (status !== 401 || JSON.stringify(body) !== JSON.stringify(expected))
              failures.push(`${route.method} ${path} -> ${status} ${JSON.stringify(body).slice(0, 120)}`);
            // A cookie that was sent and is no good is expired; none sent, none set.
            const cleared = headers.getSetCookie().some((value) => value.startsWith('careers_admin_session=;'));
            if (cleared !== (cookie !== undefined)) failures.push(`${route.method} ${path}: cookie cleared ${cleared}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
    ROUTE_SWEEP_TIMEOUT_MS,
  );

  it(
    "answer 403 to a session whose role lacks the route's flag, and let it through where none is needed",
    async () => {
      const cookie = await signIn(server, await adminWithFlags(server, []));
      const failures: string[] = [];
      let refused = 0;
      for (const route of backOfficeRoutes()) {
        const needsFlag = 'resourceAccess' in route.policy.config || route.policy.config.permission !== undefined;
        for (const path of routePaths(route.path)) {
          const unknownResource = path.includes('no-such-resource');
          const { status, body } = await call(route.method, path, cookie);
          if (needsFlag && !unknownResource) {
            refused += 1;
            const error = (body as { error?: { name?: string; message?: string } }).error;
            if (status !== 403 || error?.name !== 'ForbiddenError' || error.message !== messages.signIn.notAllowed)
              failures.push(`${route.method} ${path} -> ${status} ${JSON.stringify(body).slice(0, 120)}`);
          } else if (status === 401 || status === 403) {
            failures.push(`${route.method} ${path} -> ${status}, but it needs no flag`);
          }
        }
      }
      expect(refused).toBeGreaterThanOrEqual(20);
      expect(failures).toEqual([]);
    },
    ROUTE_SWEEP_TIMEOUT_MS,
  );
});
