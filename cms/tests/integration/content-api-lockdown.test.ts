import type { UID } from '@strapi/strapi';
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, type TestServer, useTestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await useTestServer();
});

interface GeneratedRoute {
  method: string;
  path: string;
  uid: UID.ContentType;
}

/** Every route Strapi generated for our content types (the public API is ours and is excluded). */
function generatedRoutes(): GeneratedRoute[] {
  const routes: GeneratedRoute[] = [];
  for (const [apiName, api] of Object.entries(server.strapi.apis)) {
    if (apiName === 'public') continue;
    for (const router of Object.values(api.routes ?? {}) as {
      type?: string;
      routes: { method: string; path: string }[];
    }[]) {
      if (router.type !== 'content-api') continue;
      for (const route of router.routes) {
        routes.push({ method: route.method, path: route.path, uid: `api::${apiName}.${apiName}` as UID.ContentType });
      }
    }
  }
  return routes;
}

async function someDocumentId(uid: UID.ContentType): Promise<string> {
  const row = await server.strapi.db.query(uid).findOne({ select: ['documentId'] });
  return (row?.documentId as string | undefined) ?? 'nonexistentdocument000000';
}

const SENSITIVE = [
  'application',
  'admin-user',
  'admin-role',
  'system-setting',
  'hired-employee',
  'hire',
  'interview-schedule',
];

describe("Strapi's generated content API", () => {
  it('exists for the domain types, so the lockdown below is tested against real routes', () => {
    const apis = new Set(generatedRoutes().map((route) => route.uid));
    for (const name of [...SENSITIVE, 'job-posting', 'benefit', 'page-section', 'email-template', 'job-template']) {
      expect(apis).toContain(`api::${name}.${name}`);
    }
  });

  it('refuses every generated route to an anonymous caller and to a forged token', async () => {
    const routes = generatedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(12 * 5);
    const failures: string[] = [];
    for (const route of routes) {
      const path = `/api${route.path.replace(':id', await someDocumentId(route.uid))}`;
      const init = (headers: Record<string, string>): RequestInit => ({
        method: route.method,
        headers: { 'content-type': 'application/json', ...headers },
        ...(route.method === 'GET' || route.method === 'DELETE'
          ? {}
          : { body: JSON.stringify({ data: { title: 'x', status: 'hired' } }) }),
      });
      for (const headers of [{}, { authorization: 'Bearer forged-token-0123456789' }] as Record<string, string>[]) {
        const { status, body } = await getJson(server, path, init(headers));
        if (status !== 401 && status !== 403)
          failures.push(`${route.method} ${path} -> ${status} ${JSON.stringify(body).slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('changes nothing when an anonymous caller tries to write', async () => {
    const before = await server.strapi.db.query('api::application.application').count();
    await getJson(server, '/api/applications', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        data: { full_name: 'Intruder', email: 'x@example.com', phone: '1', reference_id: 'X', status: 'hired' },
      }),
    });
    expect(await server.strapi.db.query('api::application.application').count()).toBe(before);
  });

  it.each(['applications', 'admin-users', 'system-settings'])(
    'answers 401 to GET /api/%s without credentials',
    async (plural) => {
      const { status, body } = await getJson(server, `/api/${plural}`);
      expect(status).toBe(401);
      expect(body).toMatchObject({ data: null, error: { status: 401 } });
    },
  );

  it.each([
    'admin-sessions',
    'sign-in-codes',
    'password-resets',
    'outbox-messages',
    'background-jobs',
    'audit-events',
    'application-status-events',
    'site-builds',
  ])('has no route at all for the internal type %s', async (plural) => {
    const { status } = await getJson(server, `/api/${plural}`);
    expect(status).toBe(404);
  });
});

describe("Strapi's panel API", () => {
  it.each([
    '/content-manager/collection-types/api::application.application',
    '/content-manager/collection-types/api::admin-user.admin-user',
    '/content-manager/collection-types/api::system-setting.system-setting',
    '/admin/users',
  ])('refuses %s to an anonymous caller', async (path) => {
    const { status, body } = await getJson(server, path);
    expect(status).toBe(401);
    expect(JSON.stringify(body)).not.toContain('@example.com');
  });
});
