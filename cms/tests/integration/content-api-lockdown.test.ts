import type { UID } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../src/platform/config/env';
import { getJson, testServer } from '../support/test-server';

const server = await testServer();

interface GeneratedRoute {
  method: string;
  path: string;
  uid: UID.ContentType;
}

/** Our own APIs: the public read and apply API, the onboarding form, recruiter sign-in and the back office. */
const OWN_APIS = ['public', 'onboarding', 'admin-auth', 'backoffice'];

function routesOf(apiName: string): { method: string; path: string }[] {
  const api = server.strapi.apis[apiName as keyof typeof server.strapi.apis] as { routes?: object } | undefined;
  return Object.values(api?.routes ?? {}).flatMap(
    (router) => (router as { routes: { method: string; path: string }[] }).routes,
  );
}

/** Every route Strapi generated for our content types (our own APIs are excluded). */
function generatedRoutes(): GeneratedRoute[] {
  const routes: GeneratedRoute[] = [];
  for (const [apiName, api] of Object.entries(server.strapi.apis)) {
    if (OWN_APIS.includes(apiName)) continue;
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

const EDITOR_TYPES = ['job-posting', 'job-template', 'benefit', 'page-section', 'email-template'];
const SENSITIVE_PLURALS = [
  'applications',
  'admin-users',
  'admin-roles',
  'system-settings',
  'hired-employees',
  'hires',
  'interview-schedules',
];

describe("Strapi's generated content API", () => {
  it("exists only for the content editors' types", () => {
    const apis = [...new Set(generatedRoutes().map((route) => route.uid))].sort();
    expect(apis).toEqual(EDITOR_TYPES.map((name) => `api::${name}.${name}`).sort());
  });

  it('refuses every generated route to an anonymous caller and to a forged token', async () => {
    const routes = generatedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(EDITOR_TYPES.length * 5);
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

  it('answers 401 on every back-office route without a session, and with a forged cookie', async () => {
    const routes = routesOf('backoffice');
    expect(routes.length).toBeGreaterThanOrEqual(7);
    for (const route of routes) {
      const path = `/api${route.path.replace(':resource', 'users').replace(':id', 'someone0000000000000000')}`;
      for (const cookie of [undefined, 'careers_admin_session=forged']) {
        const { status } = await getJson(server, path, {
          method: route.method,
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          ...(route.method === 'GET' ? {} : { body: '{}' }),
        });
        expect(status, `${route.method} ${path}`).toBe(401);
      }
    }
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

  it.each(SENSITIVE_PLURALS)('has no route for %s, not even for a full-access API token', async (plural) => {
    const tokens = server.strapi.service('admin::api-token') as unknown as {
      create(attributes: Record<string, unknown>): Promise<{ accessKey: string }>;
    };
    const { accessKey } = await tokens.create({
      name: `lockdown ${plural}`,
      type: 'full-access',
      lifespan: null,
      description: '',
    });
    const withToken = { headers: { authorization: `Bearer ${accessKey}` } };
    // The token is real: it reads an editor type.
    expect((await getJson(server, '/api/job-postings', withToken)).status).toBe(200);
    for (const init of [undefined, withToken]) {
      const { status, body } = await getJson(server, `/api/${plural}`, init);
      expect(status).toBe(404);
      expect(JSON.stringify(body)).not.toContain('@example.com');
    }
  });

  it("refuses plugins' content-API routes to an anonymous caller", async () => {
    type PluginRoutes = Record<string, { routes?: { method: string; path: string; config?: { auth?: unknown } }[] }>;
    const failures: string[] = [];
    let checked = 0;
    for (const [name, plugin] of Object.entries(server.strapi.plugins)) {
      const routes = (plugin.routes as PluginRoutes | undefined)?.['content-api']?.routes ?? [];
      for (const route of routes) {
        if (route.config?.auth === false) continue;
        const path = `/api/${name}${route.path.replace(/:\w+/g, '1')}`;
        const { status } = await getJson(server, path, { method: route.method });
        checked += 1;
        if (![401, 403, 404].includes(status)) failures.push(`${route.method} ${path} -> ${status}`);
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });

  it.each([
    'admin-sessions',
    'sign-in-codes',
    'password-resets',
    'outbox-messages',
    'background-jobs',
    'audit-events',
    'application-status-events',
    'site-builds',
    'analysis-batches',
    'interviewer-feeds',
    'erasure-records',
    'data-requests',
    'privacy-notices',
  ])('has no route at all for the internal type %s', async (plural) => {
    const { status } = await getJson(server, `/api/${plural}`);
    expect(status).toBe(404);
  });
});

describe("Strapi's panel API", () => {
  // Strapi rate-limits panel sign-ins, so the editor signs in once for these tests.
  let token: string | undefined;
  async function editorToken(): Promise<string> {
    if (token) return token;
    const { cmsEditor } = readEnv();
    const { status, body } = await getJson(server, '/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: cmsEditor.email, password: cmsEditor.password }),
    });
    expect(status).toBe(200);
    token = (body as { data: { token: string } }).data.token;
    return token;
  }

  it('lets the development editor, an Editor, read job postings', async () => {
    const { status } = await getJson(server, '/content-manager/collection-types/api::job-posting.job-posting', {
      headers: { authorization: `Bearer ${await editorToken()}` },
    });
    expect(status).toBe(200);
  });

  it.each([
    'application',
    'admin-user',
    'system-setting',
    'hired-employee',
    'outbox-message',
    'erasure-record',
    'data-request',
  ])('refuses %s to a signed-in editor', async (name) => {
    const { status, body } = await getJson(server, `/content-manager/collection-types/api::${name}.${name}`, {
      headers: { authorization: `Bearer ${await editorToken()}` },
    });
    expect(status).toBe(403);
    expect(JSON.stringify(body)).not.toContain('@example.com');
  });

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
