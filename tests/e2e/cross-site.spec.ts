// Cross-site requests in a real browser: a page of another origin can neither read nor write the back
// office with a recruiter's cookie, and a link from another site does not sign the recruiter out.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { queryRow } from './support/database';
import { ACCOUNTS, sessionOf } from './support/sessions';
import { base } from './support/system';

const ADMIN = ACCOUNTS.super_admin;

let attacker: Server;
let attackerPort = 0;

test.beforeAll(async () => {
  // Another origin: same host, another port (same site for the cookie), or "localhost" (another site).
  attacker = createServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://attacker').searchParams.get('target') ?? '';
    response.setHeader('content-type', 'text/html');
    response.end(`<!doctype html><title>Elsewhere</title><a href="${target}">Open</a>`);
  });
  await new Promise<void>((done) => attacker.listen(0, done));
  attackerPort = (attacker.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise((done) => attacker.close(done));
});

// The recruiter is signed in (the saved session of the global setup).
test.use({ storageState: sessionOf('super_admin') });

const signedIn = async (page: Page) => (await page.request.get(`${base()}/api/admin-auth/me`)).status() === 200;

test('a page on another port of the same host can neither read nor create back-office users', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${attackerPort}/`);
  const email = `planted.${Date.now()}@elsewhere.test`;
  // The attacker knows a role's id (ids are no secret): the request would be a valid one.
  const role = String((await queryRow("SELECT document_id FROM user_roles WHERE name = 'viewer'"))?.document_id);
  const outcome = await page.evaluate(
    async ({ api, email, role }) => {
      const user = { email, full_name: 'Planted', password: 'planted password 1', role_id: role };
      const attempt = (init?: RequestInit) =>
        fetch(`${api}/api/backoffice/users`, { credentials: 'include', ...init }).then(
          async (response) => `answered ${response.status}`,
          () => 'blocked',
        );
      return {
        read: await attempt(),
        json: await attempt({
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(user),
        }),
        // A simple request: the browser sends it without asking first, and only hides the answer.
        text: await attempt({ method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(user) }),
      };
    },
    { api: base(), email, role },
  );
  expect(outcome).toEqual({ read: 'blocked', json: 'blocked', text: 'blocked' });
  expect(await queryRow('SELECT id FROM backoffice_admin_users WHERE email = ?', email)).toBeUndefined();
  expect(await signedIn(page)).toBe(true);
});

test('a link from another site to an API address keeps the recruiter signed in', async ({ page }) => {
  const target = `${base()}/api/admin-auth/me`;
  await page.goto(`http://localhost:${attackerPort}/?target=${encodeURIComponent(target)}`);
  const [answer] = await Promise.all([page.waitForResponse(target), page.getByRole('link', { name: 'Open' }).click()]);
  // SameSite=Strict: the cookie stays behind on a navigation from another site.
  expect(answer.status()).toBe(401);
  expect(await signedIn(page)).toBe(true);
  await page.goto(target);
  expect(await page.textContent('body')).toContain(ADMIN.email);
});
