// The /cms panel's Content-Security-Policy: Strapi's own allows inline script on the panel's path
// (for Vite's live reload). Ours allows none, in every environment, and lets no page frame the panel.
import { describe, expect, it } from 'vitest';
import { testServer } from '../support/test-server';

const server = await testServer();

/** The policy's directives by name, as a browser splits them. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name.toLowerCase(), sources]),
  );
}

describe('the /cms panel', () => {
  it.each(['/cms', '/cms/', '/cms/auth/login', '/cms/content-manager/collection-types/api::benefit.benefit'])(
    'is served at %s under a policy that runs no inline script and can be framed by nobody',
    async (path) => {
      const response = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      for (const [name, sources] of policy) {
        if (name !== 'style-src') expect(sources, name).not.toContain("'unsafe-inline'");
        expect(sources, name).not.toContain("'unsafe-eval'");
      }
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    },
  );
});

describe('signing in to the panel', () => {
  it('keeps the session cookies on a path the panel (/cms) and its API (/admin) both get', async () => {
    const editor = { email: `editor.${Date.now()}@gulfhorizon.test`, password: 'Panel editor 2026!' };
    const roles = server.strapi.service('admin::role') as unknown as {
      findOne(params: { code: string }): Promise<{ id: number }>;
    };
    const editorRole = await roles.findOne({ code: 'strapi-editor' });
    const users = server.strapi.service('admin::user') as unknown as {
      create(attributes: Record<string, unknown>): Promise<unknown>;
    };
    // An account of this test's own: the shared editor's sign-ins are rate-limited.
    await users.create({
      email: editor.email,
      firstname: 'Panel',
      lastname: 'Editor',
      password: editor.password,
      isActive: true,
      roles: [editorRole.id],
    });
    const response = await fetch(`${server.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(editor),
    });
    expect(response.status).toBe(200);
    const refresh = response.headers.getSetCookie().find((cookie) => cookie.startsWith('strapi_admin_refresh='));
    // The panel reads its access token from a cookie on this same path: /admin (Strapi's default)
    // is not the panel's, and signed every editor out straight after signing in.
    expect(refresh).toMatch(/;\s*path=\/(;|$)/i);
    expect(refresh).toMatch(/httponly/i);
  });
});
