// CORS is an allow-list, sign-in and back-office writes come only from our own
// pages and as JSON, and a link from another site does not sign a recruiter out.
import { messages } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../support/admin-session';
import { getJson, testServer } from '../support/test-server';

type Env = typeof import('../../src/platform/config/env');

const PUBLIC_ORIGIN = 'http://localhost:1337';
const CONFIGURED_ORIGIN = 'https://partner.gulfhorizon.test';
const FOREIGN_ORIGIN = 'http://127.0.0.1:6666';

const server = await testServer();
const superAdminCookie = await signIn(server, await createAdmin(server, 'super_admin'));
const viewer = await server.strapi.db.query('api::admin-role.admin-role').findOne({ where: { name: 'viewer' } });
const viewerRoleId = viewer.documentId;

function corsHeaders(headers: Headers) {
  return {
    allowOrigin: headers.get('access-control-allow-origin'),
    allowCredentials: headers.get('access-control-allow-credentials'),
  };
}

describe('CORS', () => {
  it.each([
    ['a foreign origin', FOREIGN_ORIGIN],
    ['the null origin of a sandboxed page or a file', 'null'],
  ])('gives %s no CORS headers, on reads and on preflights', async (_, origin) => {
    const read = await fetch(`${server.baseUrl}/api/admin-auth/me`, { headers: { origin, cookie: superAdminCookie } });
    expect(corsHeaders(read.headers)).toEqual({ allowOrigin: null, allowCredentials: null });
    const preflight = await fetch(`${server.baseUrl}/api/backoffice/users`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(corsHeaders(preflight.headers)).toEqual({ allowOrigin: null, allowCredentials: null });
  });

  it.each([
    ['the public origin', PUBLIC_ORIGIN],
    ['an origin listed in CORS_ORIGINS', CONFIGURED_ORIGIN],
  ])('lets %s read with credentials', async (_, origin) => {
    const read = await fetch(`${server.baseUrl}/api/public/jobs`, { headers: { origin } });
    expect(corsHeaders(read.headers)).toEqual({ allowOrigin: origin, allowCredentials: 'true' });
  });

  it("lets an allowed origin's back office read a list's total (Content-Range)", async () => {
    const read = await fetch(`${server.baseUrl}/api/backoffice/users`, {
      headers: { origin: CONFIGURED_ORIGIN, cookie: superAdminCookie },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-expose-headers') ?? '').toMatch(/content-range/i);
  });

  it('takes only origins in CORS_ORIGINS', () => {
    const { readEnv } = server.load<Env>('platform/config/env');
    const base = { ...process.env, CORS_ORIGINS: undefined };
    expect(readEnv({ ...base, CORS_ORIGINS: ' https://a.example , http://b.example:8080/ ' }).trustedOrigins).toEqual([
      PUBLIC_ORIGIN,
      'https://a.example',
      'http://b.example:8080',
    ]);
    expect(() => readEnv({ ...base, CORS_ORIGINS: 'https://a.example/path' })).toThrow(/CORS_ORIGINS/);
    expect(() => readEnv({ ...base, CORS_ORIGINS: 'null' })).toThrow(/CORS_ORIGINS/);
  });
});

describe('writes to the sign-in and back-office API', () => {
  const newUser = () => ({
    email: `cross.site.${Date.now()}.${Math.random().toString(36).slice(2)}@gulfhorizon.test`,
    full_name: 'Cross Site',
    password: 'a long enough password',
    role_id: viewerRoleId,
  });
  const usersWith = (email: string) => server.strapi.db.query('api::admin-user.admin-user').count({ where: { email } });

  function createUser(user: ReturnType<typeof newUser>, headers: Record<string, string>) {
    return getJson(server, '/api/backoffice/users', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: superAdminCookie, ...headers },
      body: JSON.stringify(user),
    });
  }

  it.each([
    ['another origin', { origin: FOREIGN_ORIGIN }],
    ['the null origin', { origin: 'null' }],
    ['a cross-site page that sent no Origin', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site page of another origin that sent no Origin', { 'sec-fetch-site': 'same-site' }],
  ])('refuse %s, even with a good session cookie, and create nothing', async (_, headers) => {
    const user = newUser();
    const answer = await createUser(user, headers);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: { status: 403, message: messages.requests.foreignOrigin } });
    expect(await usersWith(user.email)).toBe(0);
  });

  it('leave a trace in the audit log: one line a minute for all of them, with the count', async () => {
    // Every such line, whenever written: the refusals above may have opened this minute's line already.
    const refusedLines = () =>
      server.strapi.db.query('api::audit-event.audit-event').findMany({
        where: { action: 'backoffice.request_refused', entity_id: 'POST from another site' },
      }) as Promise<{ details: { count: number; status: number } }[]>;
    const counted = (lines: { details: { count: number } }[]) =>
      lines.reduce((sum, line) => sum + line.details.count, 0);
    const before = await refusedLines();
    for (const path of ['/api/backoffice/users', '/api/backoffice/made-up-1', '/api/backoffice/made-up-2']) {
      const answer = await getJson(server, path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: superAdminCookie, origin: FOREIGN_ORIGIN },
        body: '{}',
      });
      expect(answer.status).toBe(403);
    }
    const after = await refusedLines();
    // Three refusals on three paths: counted on one line (a second when a minute ended among them).
    expect(after.length - before.length).toBeLessThanOrEqual(1);
    expect(counted(after)).toBe(counted(before) + 3);
    expect(after.every((line) => line.details.status === 403)).toBe(true);
  });

  it.each(['/API/backoffice/users', '/api/Backoffice/users'])(
    'refuse another origin whatever the case of the path (%s reaches the same route)',
    async (path) => {
      const user = newUser();
      const answer = await getJson(server, path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: superAdminCookie, origin: FOREIGN_ORIGIN },
        body: JSON.stringify(user),
      });
      expect(answer.status).toBe(403);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await usersWith(user.email)).toBe(0);
    },
  );

  it.each([
    ['our own origin', (): Record<string, string> => ({ origin: server.baseUrl, 'sec-fetch-site': 'same-origin' })],
    ['the public origin', (): Record<string, string> => ({ origin: PUBLIC_ORIGIN })],
    ['a client that is no browser (no Origin, no Sec-Fetch-Site)', (): Record<string, string> => ({})],
  ])('take %s', async (_, headers) => {
    const user = newUser();
    const answer = await createUser(user, headers());
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(await usersWith(user.email)).toBe(1);
  });

  it.each([
    ['form-encoded', 'application/x-www-form-urlencoded', (body: Record<string, string>) => new URLSearchParams(body)],
    ['text/plain', 'text/plain', (body: Record<string, string>) => JSON.stringify(body)],
  ])('refuse a %s sign-in with 415, even from our own origin', async (_, type, encode) => {
    const admin = await createAdmin(server, 'viewer');
    const answer = await getJson(server, '/api/admin-auth/password', {
      method: 'POST',
      headers: { 'content-type': type, origin: server.baseUrl },
      body: encode({ email: admin.email, password: admin.password }),
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ error: { status: 415, message: messages.requests.jsonRequired } });
    const codes = await server.strapi.db.connection('admin_otp_codes').where({ email: admin.email }).count({ n: '*' });
    expect(Number(codes[0]?.n)).toBe(0);
  });

  it('refuse a form-encoded back-office write with 415', async () => {
    const user = newUser();
    const answer = await getJson(server, '/api/backoffice/users', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: superAdminCookie },
      body: new URLSearchParams({ ...user }),
    });
    expect(answer.status).toBe(415);
    expect(await usersWith(user.email)).toBe(0);
  });

  it('take a bodiless write whatever its Content-Type (logout; react-admin deletes with text/plain)', async () => {
    const cookie = await signIn(server, await createAdmin(server, 'viewer'));
    const logout = await fetch(`${server.baseUrl}/api/admin-auth/logout`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'text/plain', origin: server.baseUrl },
    });
    expect(logout.status).toBe(204);
    expect((await getJson(server, '/api/admin-auth/me', { headers: { cookie } })).status).toBe(401);
  });
});

describe('a link from another site to the API', () => {
  it('does not clear the session cookie, which SameSite=Strict keeps from being sent', async () => {
    for (const path of ['/api/admin-auth/me', '/api/backoffice/users', '/api/admin-auth/setup']) {
      // A top-level navigation from another site: the browser leaves the Strict cookie out.
      const answer = await fetch(`${server.baseUrl}${path}`, {
        headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', referer: 'https://elsewhere.test/' },
      });
      expect(answer.headers.getSetCookie(), path).toEqual([]);
    }
  });

  it('still clears a cookie the browser sent that no longer signs anyone in', async () => {
    const answer = await fetch(`${server.baseUrl}/api/admin-auth/me`, {
      headers: { cookie: 'careers_admin_session=ended-or-made-up' },
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.getSetCookie().join('\n')).toMatch(
      /careers_admin_session=;.*(max-age=0|expires=Thu, 01 Jan 1970)/i,
    );
  });
});
