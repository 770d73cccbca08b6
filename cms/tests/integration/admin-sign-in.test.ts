import { messages, signInCodeAnswerSchema } from '@careers/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  codeFromMail,
  createAdmin,
  deliverMail,
  postJson,
  runQueuedJobs,
  sessionCookie,
  signIn,
} from '../support/admin-session';
import { forgetRateLimits } from '../support/rate-limits';
import { getJson, testServer } from '../support/test-server';

const server = await testServer();
// Every request of the run comes from 127.0.0.1: each test starts with the forgot-password limit unspent.
beforeEach(() => forgetRateLimits(server, 'forgot:'));

const codes = () => server.strapi.db.connection('admin_otp_codes');
const me = (cookie: string) => getJson(server, '/api/admin-auth/me', { headers: { cookie } });

describe('signing in with a password and an e-mailed code', () => {
  it('gives a session cookie with its flags; the code is stored hashed and redacted from the log', async () => {
    const admin = await createAdmin(server, 'recruiter');
    const step1 = await postJson(server, '/api/admin-auth/password', {
      email: ` ${admin.email.toUpperCase()} `,
      password: admin.password,
    });
    expect(step1.status).toBe(200);
    // The shared contract the sign-in page reads, strictly: a field added or renamed fails here.
    expect(signInCodeAnswerSchema.parse(step1.body).data).toMatchObject({ code_sent: true });
    const code = await codeFromMail(server, admin.email);

    const stored = await codes().where({ email: admin.email }).orderBy('id', 'desc').first();
    expect(stored.code_hash).not.toContain(code);
    const logged = await server.strapi.db.connection('email_outbox').where({ recipient: admin.email }).first();
    expect(JSON.stringify(logged)).not.toContain(code);

    const step2 = await postJson(server, '/api/admin-auth/code', { email: admin.email, code });
    expect(step2.status).toBe(200);
    expect(step2.body.data).toMatchObject({ email: admin.email, role_name: 'recruiter' });
    const setCookie = step2.headers.getSetCookie().find((value) => value.startsWith('careers_admin_session=')) ?? '';
    expect(setCookie).toMatch(/httponly/i);
    expect(setCookie).toMatch(/samesite=strict/i);
    expect(setCookie).toMatch(/path=\//i);

    const profile = await me(sessionCookie(step2.headers));
    expect(profile.status).toBe(200);
    expect((profile.body as { data: { permissions: Record<string, boolean> } }).data.permissions).toMatchObject({
      manage_jobs: true,
      manage_users: false,
    });
    const user = await server.strapi.db.query('api::admin-user.admin-user').findOne({ where: { id: admin.id } });
    expect(user.last_login).toBeTruthy();
    const audit = await server.strapi.db
      .connection('audit_events')
      .where({ action: 'sign_in.succeeded', actor_email: admin.email })
      .first();
    expect(audit).toBeTruthy();
  });

  it('answers an unknown e-mail and a wrong password identically', async () => {
    const admin = await createAdmin(server, 'viewer');
    const wrong = await postJson(server, '/api/admin-auth/password', {
      email: admin.email,
      password: 'not the password',
    });
    const unknown = await postJson(server, '/api/admin-auth/password', {
      email: `nobody.${Date.now()}@gulfhorizon.test`,
      password: 'not the password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.error?.message).toBe(messages.signIn.invalidCredentials);
  });

  it('refuses an inactive account with the product’s message', async () => {
    const admin = await createAdmin(server, 'viewer', { active: false });
    const answer = await postJson(server, '/api/admin-auth/password', { email: admin.email, password: admin.password });
    expect(answer.status).toBe(403);
    expect(answer.body.error?.message).toBe(messages.signIn.accountInactive);
  });

  it('voids the code after five wrong tries: a sixth with the right code is refused', async () => {
    const admin = await createAdmin(server, 'viewer');
    await postJson(server, '/api/admin-auth/password', { email: admin.email, password: admin.password });
    const code = await codeFromMail(server, admin.email);
    const wrongCode = code === '111111' ? '222222' : '111111';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await postJson(server, '/api/admin-auth/code', { email: admin.email, code: wrongCode });
      expect(answer.body.error?.message).toBe(messages.signIn.invalidOrExpiredCode);
    }
    const sixth = await postJson(server, '/api/admin-auth/code', { email: admin.email, code });
    expect(sixth.status).toBe(401);
    expect(sixth.body.error?.message).toBe(messages.signIn.invalidOrExpiredCode);
  });

  it('counts wrong codes sent at the same time, and keeps the count when a new code is sent', async () => {
    const admin = await createAdmin(server, 'viewer');
    const credentials = { email: admin.email, password: admin.password };
    await postJson(server, '/api/admin-auth/password', credentials);
    const first = await codeFromMail(server, admin.email);
    const wrong = first === '111111' ? '222222' : '111111';
    await Promise.all(
      [1, 2, 3].map(() => postJson(server, '/api/admin-auth/code', { email: admin.email, code: wrong })),
    );
    // A new code after the first expired: two more wrong tries make five, and the new code is void.
    const past = server.database === 'sqlite' ? Date.now() - 1000 : new Date(Date.now() - 1000);
    await codes().where({ email: admin.email }).update({ expires_at: past });
    await postJson(server, '/api/admin-auth/resend-code', credentials);
    const second = await codeFromMail(server, admin.email);
    const wrongAgain = second === '111111' ? '222222' : '111111';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await postJson(server, '/api/admin-auth/code', { email: admin.email, code: wrongAgain });
    }
    const right = await postJson(server, '/api/admin-auth/code', { email: admin.email, code: second });
    expect(right.status).toBe(401);
    expect(right.body.error?.message).toBe(messages.signIn.invalidOrExpiredCode);
  });

  it('refuses an expired code and a used code', async () => {
    const admin = await createAdmin(server, 'viewer');
    await postJson(server, '/api/admin-auth/password', { email: admin.email, password: admin.password });
    const expiredCode = await codeFromMail(server, admin.email);
    const past = server.database === 'sqlite' ? Date.now() - 1000 : new Date(Date.now() - 1000);
    await codes().where({ email: admin.email }).update({ expires_at: past });
    expect((await postJson(server, '/api/admin-auth/code', { email: admin.email, code: expiredCode })).status).toBe(
      401,
    );

    const cookie = await signIn(server, admin);
    expect((await me(cookie)).status).toBe(200);
    const used = server.smtp
      .to(admin.email)
      .at(-1)
      ?.text.match(/\b([1-9]\d{5})\b/)?.[1];
    const again = await postJson(server, '/api/admin-auth/code', { email: admin.email, code: used });
    expect(again.status).toBe(401);
  });

  it('sends a new code only once the last one has expired', async () => {
    const admin = await createAdmin(server, 'viewer');
    const credentials = { email: admin.email, password: admin.password };
    expect((await postJson(server, '/api/admin-auth/password', credentials)).body.data).toMatchObject({
      code_sent: true,
    });
    const early = await postJson(server, '/api/admin-auth/resend-code', credentials);
    expect(early.status).toBe(409);
    expect(early.body.error?.message).toBe(messages.signIn.resendNotYet);
    const past = server.database === 'sqlite' ? Date.now() - 1000 : new Date(Date.now() - 1000);
    await codes().where({ email: admin.email }).update({ expires_at: past });
    const later = await postJson(server, '/api/admin-auth/resend-code', credentials);
    expect(later.status).toBe(200);
    expect(later.body.data).toMatchObject({ code_sent: true });
  });

  it('answers 429 after too many password attempts for one account', async () => {
    const admin = await createAdmin(server, 'viewer');
    let last = 0;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      last = (await postJson(server, '/api/admin-auth/password', { email: admin.email, password: 'wrong' })).status;
    }
    expect(last).toBe(429);
    const answer = await postJson(server, '/api/admin-auth/password', { email: admin.email, password: admin.password });
    expect(answer.status).toBe(429);
    expect(answer.body.error?.message).toBe(messages.signIn.tooManyAttempts);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('sessions', () => {
  it('ends at logout, and at once when the account is deactivated', async () => {
    const admin = await createAdmin(server, 'viewer');
    const first = await signIn(server, admin);
    expect((await postJson(server, '/api/admin-auth/logout', {}, first)).status).toBe(204);
    expect((await me(first)).status).toBe(401);

    const second = await signIn(server, admin);
    await server.strapi.db
      .query('api::admin-user.admin-user')
      .update({ where: { id: admin.id }, data: { is_active: false } });
    const refused = await me(second);
    expect(refused.status).toBe(401);
  });

  it('ends after two idle hours, and eight hours after sign-in', async () => {
    const admin = await createAdmin(server, 'viewer');
    const sessions = () => server.strapi.db.connection('admin_sessions');
    const time = (hoursAgo: number) => {
      const date = new Date(Date.now() - hoursAgo * 3600_000);
      return server.database === 'sqlite' ? date.getTime() : date;
    };
    const idle = await signIn(server, admin);
    const [idleRow] = await sessions().orderBy('id', 'desc').limit(1);
    await sessions()
      .where({ id: idleRow.id })
      .update({ last_seen_at: time(2.1) });
    expect((await me(idle)).status).toBe(401);

    const old = await signIn(server, admin);
    const [oldRow] = await sessions().orderBy('id', 'desc').limit(1);
    await sessions()
      .where({ id: oldRow.id })
      .update({ expires_at: time(0.01) });
    expect((await me(old)).status).toBe(401);
  });

  it('a burst of requests after a quiet minute stamps the session once and answers every request', async () => {
    const admin = await createAdmin(server, 'viewer');
    const sessions = () => server.strapi.db.connection('admin_sessions');
    const cookie = await signIn(server, admin);
    const [row] = await sessions().orderBy('id', 'desc').limit(1);
    const stale = new Date(Date.now() - 5 * 60_000);
    await sessions()
      .where({ id: row.id })
      .update({ last_seen_at: server.database === 'sqlite' ? stale.getTime() : stale });
    const answers = await Promise.all(Array.from({ length: 8 }, () => me(cookie)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const [after] = await sessions().where({ id: row.id });
    const seen = new Date(server.database === 'sqlite' ? Number(after.last_seen_at) : after.last_seen_at).getTime();
    expect(Date.now() - seen).toBeLessThan(60_000);
  });

  it('keeps each admin’s theme on the server', async () => {
    const admin = await createAdmin(server, 'viewer');
    const cookie = await signIn(server, admin);
    expect(
      (await postJson(server, '/api/admin-auth/me/theme', { theme_preference: 'light' }, cookie, 'PUT')).status,
    ).toBe(200);
    expect(((await me(cookie)).body as { data: { theme_preference: string } }).data.theme_preference).toBe('light');
  });
});

describe('permissions', () => {
  it('refuses a viewer on a manage_users route and lets a super_admin through', async () => {
    const viewer = await signIn(server, await createAdmin(server, 'viewer'));
    const refused = await postJson(server, '/api/admin-auth/check-account', { email: 'admin@gulfhorizon.bh' }, viewer);
    expect(refused.status).toBe(403);
    const superAdmin = await signIn(server, await createAdmin(server, 'super_admin'));
    const diagnosis = await postJson(
      server,
      '/api/admin-auth/check-account',
      { email: 'admin@gulfhorizon.bh' },
      superAdmin,
    );
    expect(diagnosis.status).toBe(200);
    expect(diagnosis.body.data).toMatchObject({
      admin_record_exists: true,
      is_active: true,
      authentication_account_exists: true,
    });
    expect((await postJson(server, '/api/admin-auth/check-account', { email: 'admin@gulfhorizon.bh' })).status).toBe(
      401,
    );
  });
});

describe('forgot and reset password', () => {
  it('mails a single-use link, answers the same for an unknown address, and ends open sessions', async () => {
    const admin = await createAdmin(server, 'recruiter');
    const cookie = await signIn(server, admin);
    const known = await postJson(server, '/api/admin-auth/forgot-password', { email: admin.email });
    const unknown = await postJson(server, '/api/admin-auth/forgot-password', { email: `nobody.${Date.now()}@x.test` });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await runQueuedJobs(server, 'auth.password-reset-request');
    await deliverMail(server);
    const mail = server.smtp.to(admin.email).find((message) => message.subject.includes('Reset'));
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.html ?? '')?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);

    const reset = (body: Record<string, string>) => postJson(server, '/api/admin-auth/reset-password', body);
    expect((await reset({ token, new_password: 'short', confirm_password: 'short' })).body.error?.message).toBe(
      messages.signIn.passwordTooShort,
    );
    expect(
      (await reset({ token, new_password: 'a long new password', confirm_password: 'another one' })).body.error
        ?.message,
    ).toBe(messages.signIn.passwordsDoNotMatch);
    const done = await reset({ token, new_password: 'a long new password', confirm_password: 'a long new password' });
    expect(done.status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
    const reused = await reset({
      token,
      new_password: 'another long password',
      confirm_password: 'another long password',
    });
    expect(reused.body.error?.message).toBe(messages.signIn.invalidResetToken);
    const withNew = await postJson(server, '/api/admin-auth/password', {
      email: admin.email,
      password: 'a long new password',
    });
    expect(withNew.status).toBe(200);
  });
});

describe('first-admin setup', () => {
  // Every request of the run comes from 127.0.0.1: each test starts with the setup limit unspent.
  beforeEach(() => forgetRateLimits(server, 'setup:'));

  it('is refused while an admin exists', async () => {
    expect(
      ((await getJson(server, '/api/admin-auth/setup')).body as { data: { setup_open: boolean } }).data.setup_open,
    ).toBe(false);
    const form = {
      full_name: 'First Admin',
      email: `first.${Date.now()}@gulfhorizon.test`,
      password: 'a strong password',
    };
    const closed = await postJson(server, '/api/admin-auth/setup', form);
    expect(closed.status).toBe(403);
    expect(closed.body.error?.message).toBe(messages.signIn.setupClosed);

    // A fresh installation opens setup: see 'a production instance' in engine-processes.test.ts.
  });

  it('once closed, answers before reading the form, so nothing is validated or hashed', async () => {
    const forms = [{}, { password: 'short' }, { full_name: 'x', email: 'not an e-mail', password: 'password' }];
    for (const form of forms) {
      const closed = await postJson(server, '/api/admin-auth/setup', form);
      expect(closed.status, JSON.stringify(form)).toBe(403);
      expect(closed.body.error?.message).toBe(messages.signIn.setupClosed);
    }
  });

  it('is limited per client address: the eleventh request in a quarter of an hour gets 429', async () => {
    for (let request = 0; request < 10; request += 1) {
      expect((await postJson(server, '/api/admin-auth/setup', {})).status).toBe(403);
    }
    const limited = await postJson(server, '/api/admin-auth/setup', {});
    expect(limited.status).toBe(429);
    expect(limited.body.error?.message).toBe(messages.signIn.tooManyAttempts);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The status page stays open to the same address.
    expect((await getJson(server, '/api/admin-auth/setup')).status).toBe(200);
  });
});
