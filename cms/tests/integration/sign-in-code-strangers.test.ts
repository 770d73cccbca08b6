// A stranger who knows a recruiter's e-mail, at the code step (which needs no password): their
// wrong codes must not lock the recruiter out. One child CMS behind a trusted proxy, with the
// production default limits, so each request can come from its own client address.
import { messages } from '@careers/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { codeFromMail, createAdmin, type TestAdmin } from '../support/admin-session';
import { startChildCms } from '../support/child-cms';
import { testServer } from '../support/test-server';
import { viaProxy } from '../support/via-proxy';

const server = await testServer();
const child = await startChildCms(server.appDir, {
  ...server.childEnv,
  TRUSTED_PROXIES: '1',
  SIGN_IN_LIMIT_PER_IP: '30',
  SIGN_IN_LIMIT_PER_ACCOUNT: '10',
  SIGN_IN_LIMIT_PER_ACCOUNT_PER_HOUR: '100',
  ENGINE_WORKERS: 'false',
  LOG_LEVEL: 'error',
});

afterAll(async () => {
  await child.stop();
});

const OFFICE = '198.51.100.70';
const STRANGER = '203.0.113.70';

const askForCode = (admin: TestAdmin, saw: string) =>
  viaProxy(child, '/api/admin-auth/password', { email: admin.email, password: admin.password }, { saw });
const enterCode = (admin: TestAdmin, code: string, saw: string) =>
  viaProxy(child, '/api/admin-auth/code', { email: admin.email, code }, { saw });
/** A code that is not `right`, different on each try. */
const wrongCode = (right: string, attempt: number) =>
  String(((Number(right) - 100000 + 1 + attempt) % 900000) + 100000);

describe('wrong codes from a stranger', () => {
  it('never void a code the recruiter asks for afterwards', async () => {
    const recruiter = await createAdmin(server, 'recruiter');
    expect((await askForCode(recruiter, OFFICE)).body?.data).toMatchObject({ code_sent: true });
    const first = await codeFromMail(server, recruiter.email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await enterCode(recruiter, wrongCode(first, attempt), STRANGER);
      expect(answer.status, `wrong code ${attempt + 1}`).toBe(401);
      expect(answer.body?.error?.message).toBe(messages.signIn.invalidOrExpiredCode);
    }
    // Five wrong tries spend the code they were aimed at (the bound on guessing one)...
    expect((await enterCode(recruiter, first, OFFICE)).status).toBe(401);
    // ...but the recruiter asks again and signs in with the new code.
    expect((await askForCode(recruiter, OFFICE)).body?.data).toMatchObject({ code_sent: true });
    const second = await codeFromMail(server, recruiter.email);
    expect(second).not.toBe(first);
    const signedIn = await enterCode(recruiter, second, OFFICE);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body?.data).toMatchObject({ email: recruiter.email });
  });

  it('end that address’s tries for the account, without touching the recruiter’s code', async () => {
    const recruiter = await createAdmin(server, 'recruiter');
    await askForCode(recruiter, OFFICE);
    const first = await codeFromMail(server, recruiter.email);
    // Four wrong codes: the code holds one more try; the stranger's address has one left.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await enterCode(recruiter, wrongCode(first, attempt), STRANGER)).status).toBe(401);
    }
    expect((await enterCode(recruiter, first, OFFICE)).status).toBe(200);

    // A fifth wrong code, on the next code: the stranger's address is out for this account...
    await askForCode(recruiter, OFFICE);
    const second = await codeFromMail(server, recruiter.email);
    expect((await enterCode(recruiter, wrongCode(second, 0), STRANGER)).status).toBe(401);
    // ...so even the right code is refused from there, and that refusal costs the code nothing.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await enterCode(recruiter, second, STRANGER)).status).toBe(401);
    }
    expect((await enterCode(recruiter, second, OFFICE)).status).toBe(200);
  });

  it('spread over many addresses still spend a code after five, and the recruiter signs in with the next', async () => {
    const recruiter = await createAdmin(server, 'recruiter');
    await askForCode(recruiter, OFFICE);
    const first = await codeFromMail(server, recruiter.email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await enterCode(recruiter, wrongCode(first, attempt), `203.0.113.${80 + attempt}`)).status).toBe(401);
    }
    expect((await enterCode(recruiter, first, '203.0.113.99')).status).toBe(401);
    await askForCode(recruiter, OFFICE);
    const second = await codeFromMail(server, recruiter.email);
    expect((await enterCode(recruiter, second, OFFICE)).status).toBe(200);
  });
});

describe('code steps from many addresses while no code was asked for', () => {
  it('never lock the recruiter out of a new address; each address is stopped by its own limits', async () => {
    const recruiter = await createAdmin(server, 'recruiter');
    // Ten addresses, each up to its limit for the account: a hundred code steps, the account's
    // hourly cap, with nothing but the e-mail behind them.
    for (let host = 0; host < 10; host += 1) {
      const saw = `198.18.7.${host + 1}`;
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const answer = await enterCode(recruiter, wrongCode('123456', attempt), saw);
        expect(answer.status, `${saw}, code ${attempt + 1}`).toBe(401);
      }
      const stopped = await enterCode(recruiter, '123456', saw);
      expect(stopped.status, saw).toBe(429);
      expect(stopped.body?.error?.message).toBe(messages.signIn.tooManyAttempts);
    }
    // The recruiter, from an address never used before: right password, then the mailed code.
    const travelling = '198.51.100.72';
    expect((await askForCode(recruiter, travelling)).body?.data).toMatchObject({ code_sent: true });
    const signedIn = await enterCode(recruiter, await codeFromMail(server, recruiter.email), travelling);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body?.data).toMatchObject({ email: recruiter.email });
  });
});

describe('the counters of the sign-in limits', () => {
  it('name no recruiter by e-mail address, nor by the part before the @', async () => {
    const recruiter = await createAdmin(server, 'recruiter');
    const elsewhere = '203.0.113.71';
    await askForCode(recruiter, OFFICE);
    const code = await codeFromMail(server, recruiter.email);
    expect((await enterCode(recruiter, wrongCode(code, 0), elsewhere)).status).toBe(401);
    const forgot = { email: recruiter.email.toUpperCase() };
    expect((await viaProxy(child, '/api/admin-auth/forgot-password', forgot, { saw: elsewhere })).status).toBe(200);

    const counters = JSON.stringify(await server.strapi.db.connection('rate_limit_buckets').select('*'));
    const localPart = recruiter.email.split('@')[0] as string;
    expect(counters.toLowerCase()).not.toContain(localPart.toLowerCase());
  });
});
