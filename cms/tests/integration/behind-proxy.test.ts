// An instance behind one trusted proxy (TRUSTED_PROXIES=1, as in production behind nginx), with low
// sign-in limits. The test server trusts no proxy and allows 10000 sign-ins per address,
// so this runs one child CMS on the same database.
import { messages } from '@careers/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromMail, createAdmin, type TestAdmin } from '../support/admin-session';
import { type ChildCms, startChildCms } from '../support/child-cms';
import { forgetRateLimits } from '../support/rate-limits';
import { testServer } from '../support/test-server';
import { type ProxyView, viaProxy as viaChild } from '../support/via-proxy';

const LIMIT_PER_IP = 5;
const LIMIT_PER_ACCOUNT_AND_IP = 3;
const LIMIT_PER_ACCOUNT_PER_HOUR = 8;
/** Trusts a proxy at another address only: this test's requests reach it directly, as from outside. */
let exposed: ChildCms;

const server = await testServer();
const child = await startChildCms(server.appDir, {
  ...server.childEnv,
  TRUSTED_PROXIES: '1',
  SIGN_IN_LIMIT_PER_IP: String(LIMIT_PER_IP),
  SIGN_IN_LIMIT_PER_ACCOUNT: String(LIMIT_PER_ACCOUNT_AND_IP),
  SIGN_IN_LIMIT_PER_ACCOUNT_PER_HOUR: String(LIMIT_PER_ACCOUNT_PER_HOUR),
  ENGINE_WORKERS: 'false',
  LOG_LEVEL: 'error',
});

afterAll(async () => {
  await child.stop();
  await exposed?.stop();
});

/** A request as nginx passes it on to the child. */
const viaProxy = (path: string, body: unknown, proxy: ProxyView) => viaChild(child, path, body, proxy);

const nobody = (index: number) => `nobody.${index}.${Date.now()}@gulfhorizon.test`;

describe('sign-in behind a trusted proxy', () => {
  it('answers 429 once one client address has tried too often, whatever the client writes in X-Forwarded-For', async () => {
    const attacker = '198.51.100.20';
    // A different account and a made-up forwarded address each time: only the address our proxy saw counts.
    for (let attempt = 0; attempt < LIMIT_PER_IP; attempt += 1) {
      const answer = await viaProxy(
        '/api/admin-auth/password',
        { email: nobody(attempt), password: 'guessed password' },
        { clientWrote: `203.0.113.${attempt + 1}`, saw: attacker },
      );
      expect(answer.status, `attempt ${attempt + 1}`).toBe(401);
    }
    const refused = await viaProxy(
      '/api/admin-auth/password',
      { email: nobody(99), password: 'guessed password' },
      { clientWrote: '203.0.113.99', saw: attacker },
    );
    expect(refused.status).toBe(429);
    expect(refused.body?.error?.message).toBe(messages.signIn.tooManyAttempts);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // Per address: another client is not locked out by the attacker.
    const other = await viaProxy(
      '/api/admin-auth/password',
      { email: nobody(100), password: 'guessed password' },
      { saw: '198.51.100.21' },
    );
    expect(other.status).toBe(401);
  });

  async function signInVia(admin: TestAdmin, proxy: { saw: string; https?: boolean }): Promise<string> {
    const step1 = await viaProxy('/api/admin-auth/password', { email: admin.email, password: admin.password }, proxy);
    expect(step1.status).toBe(200);
    const code = await codeFromMail(server, admin.email);
    const step2 = await viaProxy('/api/admin-auth/code', { email: admin.email, code }, proxy);
    expect(step2.status).toBe(200);
    return step2.headers.getSetCookie().find((value) => value.startsWith('careers_admin_session=')) ?? '';
  }

  it('marks the session cookie Secure when the browser reached the proxy over https', async () => {
    const admin = await createAdmin(server, 'viewer');
    const overHttps = await signInVia(admin, { saw: '198.51.100.30', https: true });
    expect(overHttps).toMatch(/;\s*secure(;|$)/i);
    expect(overHttps).toMatch(/httponly/i);

    const overHttp = await signInVia(admin, { saw: '198.51.100.31' });
    expect(overHttp).toMatch(/^careers_admin_session=[^;]+;/);
    expect(overHttp).not.toMatch(/secure/i);
  });
});

describe('the per-account sign-in limits', () => {
  const password = (admin: TestAdmin, guess: string, saw: string) =>
    viaProxy('/api/admin-auth/password', { email: admin.email, password: guess }, { saw });

  it('stop a brute force without locking the recruiter out of the addresses they sign in from', async () => {
    const admin = await createAdmin(server, 'viewer');
    const office = '198.51.100.40';
    expect((await password(admin, admin.password, office)).status).toBe(200);
    expect(
      (
        await viaProxy(
          '/api/admin-auth/code',
          { email: admin.email, code: await codeFromMail(server, admin.email) },
          { saw: office },
        )
      ).status,
    ).toBe(200);

    // One attacker's address: refused after its own few tries, right password or not.
    const attacker = '203.0.113.50';
    for (let attempt = 1; attempt <= LIMIT_PER_ACCOUNT_AND_IP; attempt += 1) {
      expect((await password(admin, `guess ${attempt}`, attacker)).status, `attempt ${attempt}`).toBe(401);
    }
    const stopped = await password(admin, admin.password, attacker);
    expect(stopped.status).toBe(429);
    expect(stopped.body?.error?.message).toBe(messages.signIn.tooManyAttempts);
    // ...while the recruiter at the office signs in as usual.
    expect((await password(admin, admin.password, office)).status).toBe(200);

    // Many addresses, one try each: together they meet the slower cap for the account (the office's
    // first sign-in counted too, before the address was known).
    const spread = LIMIT_PER_ACCOUNT_PER_HOUR - LIMIT_PER_ACCOUNT_AND_IP - 1;
    for (let host = 0; host < spread; host += 1) {
      expect((await password(admin, 'spread guess', `203.0.113.${60 + host}`)).status, `address ${host}`).toBe(401);
    }
    expect((await password(admin, admin.password, '203.0.113.90')).status).toBe(429);
    // The office is still not locked out.
    expect((await password(admin, admin.password, office)).status).toBe(200);
  });
});

describe('an app port reached directly, past the proxy', () => {
  beforeAll(async () => {
    exposed = await startChildCms(server.appDir, {
      ...server.childEnv,
      TRUSTED_PROXIES: '1',
      TRUSTED_PROXY_ADDRESSES: '192.0.2.10, 198.51.100.0/24',
      SIGN_IN_LIMIT_PER_IP: String(LIMIT_PER_IP),
      ENGINE_WORKERS: 'false',
      LOG_LEVEL: 'error',
    });
  });

  it('ignores X-Forwarded-For from a peer that is not a configured proxy: no chosen address, for limits or the audit', async () => {
    // Every request of the run comes from 127.0.0.1: start this address's count afresh.
    await forgetRateLimits(server, 'sign-in:ip:');
    const claimed = '203.0.113.77';
    const email = nobody(200);
    const first = await viaChild(exposed, '/api/admin-auth/password', { email, password: 'guess' }, { saw: claimed });
    expect(first.status).toBe(401);
    const audit = await server.strapi.db
      .query('api::audit-event.audit-event')
      .findOne({ where: { action: 'sign_in.password_refused', actor_email: email } });
    expect(audit?.ip).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);

    // A new made-up address on each try: all of them count against the one real address.
    for (let attempt = 1; attempt < LIMIT_PER_IP; attempt += 1) {
      const answer = await viaChild(
        exposed,
        '/api/admin-auth/password',
        { email: nobody(200 + attempt), password: 'guess' },
        { saw: `203.0.113.${100 + attempt}` },
      );
      expect(answer.status, `attempt ${attempt + 1}`).toBe(401);
    }
    const refused = await viaChild(
      exposed,
      '/api/admin-auth/password',
      { email: nobody(299), password: 'guess' },
      { saw: '203.0.113.199' },
    );
    expect(refused.status).toBe(429);
  });
});
