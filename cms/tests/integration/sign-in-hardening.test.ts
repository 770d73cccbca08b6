// Reset links, forgot-password answers, caching and the server's headers.
// The lockout rules need distinct client addresses: see behind-proxy.test.ts.
import { messages } from '@careers/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, deliverMail, mailedResetTokens, postJson, runQueuedJobs, signIn } from '../support/admin-session';
import { forgetRateLimits } from '../support/rate-limits';
import { getJson, testServer } from '../support/test-server';

const RESET_JOB = 'auth.password-reset-request';

const server = await testServer();
const cookie = await signIn(server, await createAdmin(server, 'super_admin'));
// Every request of the run comes from 127.0.0.1: each test starts with the forgot-password limit unspent.
beforeEach(() => forgetRateLimits(server, 'forgot:'));

const forgot = (email: string) => postJson(server, '/api/admin-auth/forgot-password', { email });
const reset = (token: string, password: string) =>
  postJson(server, '/api/admin-auth/reset-password', { token, new_password: password, confirm_password: password });

describe('reset links', () => {
  it('using one voids every other open link of the account', async () => {
    const admin = await createAdmin(server, 'recruiter');
    await forgot(admin.email);
    await forgot(admin.email);
    const [first, second] = await mailedResetTokens(server, admin.email);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect((await reset(second as string, 'the second new password')).status).toBe(200);
    const older = await reset(first as string, 'the first new password');
    expect(older.status).toBe(400);
    expect(older.body.error?.message).toBe(messages.signIn.invalidResetToken);
    const signedIn = await postJson(server, '/api/admin-auth/password', {
      email: admin.email,
      password: 'the second new password',
    });
    expect(signedIn.status).toBe(200);
  });

  it('lets only one of two links used at the same moment set the password', async () => {
    const admin = await createAdmin(server, 'recruiter');
    await forgot(admin.email);
    await forgot(admin.email);
    const [first, second] = await mailedResetTokens(server, admin.email);
    const answers = await Promise.all([
      reset(first as string, 'the first racing password'),
      reset(second as string, 'the second racing password'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = answers[0]?.status === 200 ? 'the first racing password' : 'the second racing password';
    const loser = winner === 'the first racing password' ? 'the second racing password' : 'the first racing password';
    const signIn = (password: string) => postJson(server, '/api/admin-auth/password', { email: admin.email, password });
    expect((await signIn(winner)).status).toBe(200);
    expect((await signIn(loser)).status).not.toBe(200);
  });
});

describe('forgot password', () => {
  const jobs = () => server.strapi.db.connection('background_jobs').where({ kind: RESET_JOB });
  const countOf = async (table: string, where: Record<string, unknown>) =>
    Number((await server.strapi.db.connection(table).where(where).count({ n: '*' }))[0]?.n);

  it('does the same work before answering for a known and an unknown address: it only queues a job', async () => {
    await runQueuedJobs(server, RESET_JOB);
    const admin = await createAdmin(server, 'recruiter');
    const stranger = `nobody.${Date.now()}@gulfhorizon.test`;
    const resetsBefore = await countOf('password_resets', {});
    const outboxBefore = await countOf('email_outbox', {});
    const auditBefore = await countOf('audit_events', {});

    const known = await forgot(admin.email);
    const unknown = await forgot(stranger);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);

    // Nothing that depends on the account was done while the request waited: no link, no e-mail, no audit line.
    expect(await countOf('password_resets', {})).toBe(resetsBefore);
    expect(await countOf('email_outbox', {})).toBe(outboxBefore);
    expect(await countOf('audit_events', {})).toBe(auditBefore);
    const queued = (await jobs().where({ status: 'queued' }).orderBy('id').select('payload')) as { payload: unknown }[];
    const payloads = queued.map((row) =>
      Object.keys(typeof row.payload === 'string' ? JSON.parse(row.payload) : (row.payload as object)).sort(),
    );
    expect(payloads).toEqual([
      ['email', 'ip'],
      ['email', 'ip'],
    ]);

    // The job then mails the account, and no one for the unknown address.
    await runQueuedJobs(server, RESET_JOB);
    expect(await countOf('password_resets', {})).toBe(resetsBefore + 1);
    await deliverMail(server);
    expect(server.smtp.to(admin.email).some((mail) => mail.html.includes('reset-password?token='))).toBe(true);
    expect(server.smtp.to(stranger)).toEqual([]);
  });
});

describe('answers of the sign-in and back-office API', () => {
  const cases: [string, string, RequestInit, number][] = [
    ['a profile', '/api/admin-auth/me', { headers: {} }, 200],
    ['setup status', '/api/admin-auth/setup', {}, 200],
    ['a refused sign-in', '/api/admin-auth/password', { method: 'POST' }, 401],
    ['a refused form post', '/api/admin-auth/password', { method: 'POST', body: new URLSearchParams({ a: 'b' }) }, 415],
    ['a list', '/api/backoffice/users', { headers: {} }, 200],
    ['an unknown resource', '/api/backoffice/no-such-thing', { headers: {} }, 404],
    ['a write from another site', '/api/backoffice/users', { method: 'POST', headers: { origin: 'null' } }, 403],
  ];

  it.each(cases)('are never cached: %s', async (_, path, init, status) => {
    const headers = { 'content-type': 'application/json', cookie, ...(init.headers as Record<string, string>) };
    const answer = await fetch(`${server.baseUrl}${path}`, {
      ...init,
      headers: init.body instanceof URLSearchParams ? { cookie } : headers,
      body: init.body ?? (init.method === 'POST' ? '{}' : undefined),
    });
    expect(answer.status).toBe(status);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('sends no session cookie with the 401 of a request that carried none', async () => {
    const answer = await getJson(server, '/api/backoffice/users');
    expect(answer.status).toBe(401);
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the server', () => {
  it.each([
    '/',
    '/jobs',
    '/admin2025',
    '/api/public/jobs',
    '/api/admin-auth/me',
    '/api/backoffice/users',
    '/does-not-exist',
    '/_health',
  ])('does not name itself in X-Powered-By: %s', async (path) => {
    const answer = await fetch(`${server.baseUrl}${path}`, { headers: { cookie }, redirect: 'manual' });
    expect(answer.headers.get('x-powered-by')).toBeNull();
  });
});
