// Open reset links end with the changes that should end them, guessable
// passwords are refused on every path that sets one, and one's own e-mail or password needs the
// current password, with a notice of every change.
import { messages, PERMISSION_KEYS } from '@careers/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createAdmin,
  deliverMail,
  mailedResetTokens,
  postJson,
  signIn,
  type TestAdmin,
} from '../support/admin-session';
import { adminWithFlags } from '../support/custom-role';
import { forgetRateLimits } from '../support/rate-limits';
import { getJson, testServer } from '../support/test-server';

const server = await testServer();
/** A session with every flag under a role that is not super_admin: it manages the accounts below. */
const manager = await adminWithFlags(server, PERMISSION_KEYS);
const managerCookie = await signIn(server, manager);
const { full_name } = await server.strapi.db.query('api::admin-user.admin-user').findOne({ where: { id: manager.id } });
/** How the notices name the manager. */
const byManager = messages.accountNotices.byAdmin(full_name, manager.email);
// Every request of the run comes from 127.0.0.1: each test starts with the forgot-password limit unspent.
beforeEach(() => forgetRateLimits(server, 'forgot:'));

const onUser = (admin: TestAdmin, action: string, body: unknown, cookie = managerCookie) =>
  postJson(server, `/api/backoffice/users/${admin.documentId}/${action}`, body, cookie);
const twice = (password: string) => ({ new_password: password, confirm_password: password });
const signedIn = async (cookie: string) =>
  (await getJson(server, '/api/admin-auth/me', { headers: { cookie } })).status === 200;
const passwordWorks = async (email: string, password: string) =>
  (await postJson(server, '/api/admin-auth/password', { email, password })).status === 200;
const resetWithLink = (token: string, password: string) =>
  postJson(server, '/api/admin-auth/reset-password', { token, ...twice(password) });
const roleId = async (name: string) =>
  ((await server.strapi.db.query('api::admin-role.admin-role').findOne({ where: { name } })) as { documentId: string })
    .documentId;
/** An address that shares no text with the account's (the SMTP capture matches addresses by inclusion). */
let addresses = 0;
const elsewhere = (name: string) => {
  addresses += 1;
  return `${name}@n${Date.now()}x${addresses}.elsewhere.test`;
};

/** A reset link mailed to the account, not used yet. */
async function openResetLink(email: string): Promise<string> {
  expect((await postJson(server, '/api/admin-auth/forgot-password', { email })).status).toBe(200);
  const token = (await mailedResetTokens(server, email)).at(-1);
  if (!token) throw new Error(`no reset link was mailed to ${email}`);
  return token;
}

/** The e-mails with this subject delivered to `address`. */
async function mailsTo(address: string, subject: string) {
  await deliverMail(server);
  return server.smtp.to(address).filter((mail) => mail.subject === subject);
}

describe('open reset links end with', () => {
  const CHANGES: [string, (admin: TestAdmin) => Promise<{ status: number }>][] = [
    ['an admin’s Reset Password', (admin) => onUser(admin, 'password', twice('set by the manager today'))],
    ['a new e-mail address', (admin) => onUser(admin, 'email', { new_email: elsewhere('moved') })],
    ['a deactivation', (admin) => onUser(admin, 'active', { is_active: false })],
    [
      'a deactivation in the edit form',
      async (admin) =>
        postJson(
          server,
          `/api/backoffice/users/${admin.documentId}`,
          { full_name: 'Leaving Soon', role_id: await roleId('recruiter'), is_active: false },
          managerCookie,
          'PUT',
        ),
    ],
  ];

  for (const [name, change] of CHANGES) {
    it(`${name}: the link mailed before no longer sets a password, even once the account is active again`, async () => {
      const admin = await createAdmin(server, 'recruiter');
      const token = await openResetLink(admin.email);
      expect((await change(admin)).status).toBe(200);
      await onUser(admin, 'active', { is_active: true });

      const used = await resetWithLink(token, 'a password from the old link');
      expect(used.status).toBe(400);
      expect(used.body.error?.message).toBe(messages.signIn.invalidResetToken);
      const account = await server.strapi.db.query('api::admin-user.admin-user').findOne({ where: { id: admin.id } });
      expect(await passwordWorks(account.email, 'a password from the old link')).toBe(false);
    });
  }
});

describe('a guessable password', () => {
  const COMMON = ['password', '12345678', 'Password1', 'qwertyuiop'];

  it('is refused for a new user, common or containing the e-mail name, with one message', async () => {
    const form = { email: elsewhere('sara.scout'), full_name: 'Sara Scout', role_id: await roleId('viewer') };
    for (const password of [...COMMON, 'I am Sara.Scout here']) {
      const refused = await postJson(server, '/api/backoffice/users', { ...form, password }, managerCookie);
      expect(refused.status, password).toBe(400);
      expect(refused.body.error?.message, password).toBe(messages.passwords.guessable);
    }
    const made = await postJson(
      server,
      '/api/backoffice/users',
      { ...form, password: 'tide tables at dusk' },
      managerCookie,
    );
    expect(made.status).toBe(201);
  });

  it('is refused by an admin’s Reset Password and by a reset link, which then still works', async () => {
    const admin = await createAdmin(server, 'recruiter');
    const name = admin.email.split('@')[0] as string;
    for (const password of [...COMMON, `${name.toUpperCase()}!`]) {
      const refused = await onUser(admin, 'password', twice(password));
      expect(refused.status, password).toBe(400);
      expect(refused.body.error?.message, password).toBe(messages.passwords.guessable);
      expect(await passwordWorks(admin.email, password), password).toBe(false);
    }

    const token = await openResetLink(admin.email);
    for (const password of [...COMMON, `my ${name} key`]) {
      const refused = await resetWithLink(token, password);
      expect(refused.status, password).toBe(400);
      expect(refused.body.error?.message, password).toBe(messages.passwords.guessable);
    }
    expect((await resetWithLink(token, 'lanterns over the souq')).status).toBe(200);
    expect(await passwordWorks(admin.email, 'lanterns over the souq')).toBe(true);
  });

  it('is refused for one’s own new password', async () => {
    const own = await adminWithFlags(server, PERMISSION_KEYS);
    const cookie = await signIn(server, own);
    const refused = await onUser(own, 'password', { ...twice('Password1'), current_password: own.password }, cookie);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe(messages.passwords.guessable);
    expect(await passwordWorks(own.email, own.password)).toBe(true);
  });
});

describe('one’s own e-mail address', () => {
  it('changes only with the current password: a session alone cannot move the account to an attacker', async () => {
    const own = await adminWithFlags(server, PERMISSION_KEYS);
    const cookie = await signIn(server, own);
    const attacker = elsewhere('attacker');

    const without = await onUser(own, 'email', { new_email: attacker }, cookie);
    expect(without.status).toBe(400);
    expect(without.body.error?.message).toBe(messages.passwords.currentRequired);
    const wrong = await onUser(own, 'email', { new_email: attacker, current_password: 'not my password' }, cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toBe(messages.passwords.currentWrong);
    // The forgot-password link then goes nowhere near the attacker.
    expect((await postJson(server, '/api/admin-auth/forgot-password', { email: attacker })).status).toBe(200);
    expect(await mailedResetTokens(server, attacker)).toEqual([]);
    expect(await passwordWorks(own.email, own.password)).toBe(true);
  });

  it('tells the old address and the new one', async () => {
    const own = await adminWithFlags(server, PERMISSION_KEYS);
    const cookie = await signIn(server, own);
    const moved = elsewhere('moved');
    const changed = await onUser(own, 'email', { new_email: moved, current_password: own.password }, cookie);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ email: moved });

    const subject = messages.accountNotices.emailChangedSubject;
    for (const address of [own.email, moved]) {
      const [notice] = await mailsTo(address, subject);
      expect(notice?.text, address).toContain(`from ${own.email} to ${moved} by ${messages.accountNotices.byYou}.`);
    }
    expect(await signedIn(cookie)).toBe(true);
  });

  it('changed by an admin is told to both addresses, naming the admin', async () => {
    const admin = await createAdmin(server, 'viewer');
    const moved = elsewhere('moved');
    expect((await onUser(admin, 'email', { new_email: moved })).status).toBe(200);
    for (const address of [admin.email, moved]) {
      const [notice] = await mailsTo(address, messages.accountNotices.emailChangedSubject);
      expect(notice?.text, address).toContain(`from ${admin.email} to ${moved} by ${byManager}.`);
    }
  });
});

describe('one’s own password', () => {
  it('changes only with the current password; the other sessions end, this one stays, and the owner is told', async () => {
    const own = await adminWithFlags(server, PERMISSION_KEYS);
    const cookie = await signIn(server, own);
    const elsewhereSession = await signIn(server, own);

    const without = await onUser(own, 'password', twice('a calmer password now'), cookie);
    expect(without.body.error?.message).toBe(messages.passwords.currentRequired);
    const wrong = await onUser(
      own,
      'password',
      { ...twice('a calmer password now'), current_password: 'nope' },
      cookie,
    );
    expect(wrong.body.error?.message).toBe(messages.passwords.currentWrong);
    expect(await passwordWorks(own.email, own.password)).toBe(true);

    const changed = await onUser(
      own,
      'password',
      { ...twice('a calmer password now'), current_password: own.password },
      cookie,
    );
    expect(changed.status).toBe(200);
    expect(await passwordWorks(own.email, 'a calmer password now')).toBe(true);
    expect(await signedIn(cookie)).toBe(true);
    expect(await signedIn(elsewhereSession)).toBe(false);
    const [notice] = await mailsTo(own.email, messages.accountNotices.passwordChangedSubject);
    expect(notice?.text).toContain(`was changed by ${messages.accountNotices.byYou}.`);
  });

  it('gives the current password five tries a quarter of an hour, then refuses even the right one', async () => {
    const own = await adminWithFlags(server, PERMISSION_KEYS);
    const cookie = await signIn(server, own);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await onUser(
        own,
        'email',
        { new_email: elsewhere('guess'), current_password: `guess ${attempt}` },
        cookie,
      );
      expect(wrong.body.error?.message).toBe(messages.passwords.currentWrong);
    }
    const limited = await onUser(
      own,
      'email',
      { new_email: elsewhere('right'), current_password: own.password },
      cookie,
    );
    expect(limited.status).toBe(429);
    expect(limited.body.error?.message).toBe(messages.signIn.tooManyAttempts);
  });
});

describe('a password set by an admin for someone else', () => {
  it('needs no password of theirs, ends all their sessions and tells them who did it', async () => {
    const admin = await createAdmin(server, 'recruiter');
    const session = await signIn(server, admin);
    expect((await onUser(admin, 'password', twice('handed over in person'))).status).toBe(200);
    expect(await signedIn(session)).toBe(false);
    const [notice] = await mailsTo(admin.email, messages.accountNotices.passwordChangedSubject);
    expect(notice?.text).toContain(`was changed by ${byManager}.`);
  });
});
