// Accounts: a change to an account, the end of its sessions and its audit line
// happen together or not at all, and two changes at once never leave no active super_admin.
import { messages, PERMISSION_KEYS } from '@careers/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, deliverMail, postJson, runQueuedJobs, signIn, type TestAdmin } from '../support/admin-session';
import { adminWithFlags } from '../support/custom-role';
import { forgetRateLimits } from '../support/rate-limits';
import { whileRefusing } from '../support/refuse-writes';
import { getJson, testServer } from '../support/test-server';

const USER_UID = 'api::admin-user.admin-user';

const server = await testServer();
/** A session holding all eight flags under a role that is not super_admin, so it is no super_admin itself. */
const actor = await signIn(server, await adminWithFlags(server, PERMISSION_KEYS));
// Every request of the run comes from 127.0.0.1: each test starts with the forgot-password limit unspent.
beforeEach(() => forgetRateLimits(server, 'forgot:'));

const send = (method: string, path: string, body?: unknown) =>
  getJson(server, path, {
    method,
    headers: { 'content-type': 'application/json', cookie: actor },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const signedIn = async (cookie: string) =>
  (await getJson(server, '/api/admin-auth/me', { headers: { cookie } })).status === 200;
const passwordWorks = async (admin: TestAdmin, password: string) =>
  (await postJson(server, '/api/admin-auth/password', { email: admin.email, password })).status === 200;
const auditCount = (where: Record<string, string>) =>
  server.strapi.db.query('api::audit-event.audit-event').count({ where });
const account = (admin: TestAdmin) =>
  server.strapi.db.query(USER_UID).findOne({ where: { id: admin.id }, populate: { role: true } });
const roleId = async (name: string) =>
  ((await server.strapi.db.query('api::admin-role.admin-role').findOne({ where: { name } })) as { documentId: string })
    .documentId;

/** The account notices queued about an admin (sign-in codes are not notices). */
const noticesAbout = (admin: TestAdmin) =>
  server.strapi.db
    .connection('email_outbox')
    .where({ admin_user_id: admin.documentId })
    .whereLike('purpose', 'account %')
    .count({ count: '*' })
    .then((rows) => Number((rows[0] as { count: number | string }).count));

const AUDIT_FAILS = { table: 'audit_events', event: 'INSERT' } as const;
const ENDING_SESSIONS_FAILS = { table: 'admin_sessions', event: 'UPDATE', when: 'NEW.ended_at IS NOT NULL' } as const;

interface AccountPath {
  name: string;
  action: string;
  endsSessions: boolean;
  /** The notices the change sends about the account. */
  notices: number;
  change(admin: TestAdmin): Promise<{ status: number }>;
  /** What the account looks like once the change is made. */
  changed(admin: TestAdmin): Promise<boolean>;
}

const PATHS: AccountPath[] = [
  {
    name: 'a password set by an admin',
    action: 'user.password_set',
    endsSessions: true,
    notices: 1,
    change: (admin) =>
      send('POST', `/api/backoffice/users/${admin.documentId}/password`, {
        new_password: 'a brand new password',
        confirm_password: 'a brand new password',
      }),
    changed: (admin) => passwordWorks(admin, 'a brand new password'),
  },
  {
    name: 'a deactivation',
    action: 'user.deactivated',
    endsSessions: true,
    notices: 0,
    change: (admin) => send('POST', `/api/backoffice/users/${admin.documentId}/active`, { is_active: false }),
    changed: async (admin) => (await account(admin)).is_active === false,
  },
  {
    name: 'a role change',
    action: 'user.updated',
    endsSessions: true,
    notices: 0,
    change: async (admin) =>
      send('PUT', `/api/backoffice/users/${admin.documentId}`, {
        full_name: 'Changed Role',
        role_id: await roleId('viewer'),
        is_active: true,
      }),
    changed: async (admin) => (await account(admin)).role?.name === 'viewer',
  },
  {
    name: 'an e-mail change',
    action: 'user.email_changed',
    endsSessions: false,
    notices: 2,
    change: (admin) =>
      send('POST', `/api/backoffice/users/${admin.documentId}/email`, { new_email: `moved.${admin.email}` }),
    changed: async (admin) => (await account(admin)).email === `moved.${admin.email}`,
  },
  {
    name: 'a deletion',
    action: 'user.deleted',
    endsSessions: true,
    notices: 0,
    change: (admin) => send('DELETE', `/api/backoffice/users/${admin.documentId}`),
    changed: async (admin) => (await account(admin)) === null,
  },
];

describe('an account change', () => {
  for (const path of PATHS) {
    it(`${path.name}: the change, its ended sessions, notices and audit line exist together, or none do`, async () => {
      const admin = await createAdmin(server, 'recruiter');
      const session = await signIn(server, admin);
      const audited = { action: path.action, entity_id: admin.documentId };

      const failures = path.endsSessions ? [AUDIT_FAILS, ENDING_SESSIONS_FAILS] : [AUDIT_FAILS];
      for (const failure of failures) {
        const refused = await whileRefusing(server, failure, () => path.change(admin));
        expect(refused.status, failure.table).toBe(500);
        expect(await path.changed(admin), failure.table).toBe(false);
        expect(await signedIn(session), failure.table).toBe(true);
        expect(await auditCount(audited), failure.table).toBe(0);
        expect(await noticesAbout(admin), failure.table).toBe(0);
      }

      expect((await path.change(admin)).status).toBe(200);
      expect(await path.changed(admin)).toBe(true);
      expect(await signedIn(session)).toBe(!path.endsSessions);
      expect(await auditCount(audited)).toBe(1);
      expect(await noticesAbout(admin)).toBe(path.notices);
    });
  }

  it('a password reset by link: password, used link, ended sessions, notice and audit line together, or none', async () => {
    const admin = await createAdmin(server, 'recruiter');
    const session = await signIn(server, admin);
    expect((await postJson(server, '/api/admin-auth/forgot-password', { email: admin.email })).status).toBe(200);
    await runQueuedJobs(server, 'auth.password-reset-request');
    await deliverMail(server);
    const mail = server.smtp.to(admin.email).find((message) => message.subject.includes('Reset'));
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.html ?? '')?.[1] ?? '';
    const reset = () =>
      postJson(server, '/api/admin-auth/reset-password', {
        token,
        new_password: 'a password from the link',
        confirm_password: 'a password from the link',
      });
    const audited = { action: 'password.reset', actor_email: admin.email };

    for (const failure of [AUDIT_FAILS, ENDING_SESSIONS_FAILS]) {
      expect((await whileRefusing(server, failure, reset)).status, failure.table).toBe(500);
      expect(await signedIn(session), failure.table).toBe(true);
      expect(await auditCount(audited), failure.table).toBe(0);
      expect(await noticesAbout(admin), failure.table).toBe(0);
    }
    // The link was not used up by the failed attempts: it still works, once.
    expect((await reset()).status).toBe(200);
    expect(await signedIn(session)).toBe(false);
    expect(await auditCount(audited)).toBe(1);
    expect(await noticesAbout(admin)).toBe(1);
    expect(await passwordWorks(admin, 'a password from the link')).toBe(true);
  });

  it('a reset link requested: the link, its e-mail and the audit line are written together, or none', async () => {
    const admin = await createAdmin(server, 'recruiter');
    const links = () =>
      server.strapi.db.query('api::password-reset.password-reset').count({ where: { admin_user: { id: admin.id } } });
    const mails = () =>
      server.strapi.db
        .connection('email_outbox')
        .where({ recipient: admin.email })
        .count({ count: '*' })
        .then((rows) => Number((rows[0] as { count: number | string }).count));
    const audited = { action: 'password.reset_requested', actor_email: admin.email };

    expect((await postJson(server, '/api/admin-auth/forgot-password', { email: admin.email })).status).toBe(200);
    await whileRefusing(server, AUDIT_FAILS, () => runQueuedJobs(server, 'auth.password-reset-request'));
    expect(await links()).toBe(0);
    expect(await mails()).toBe(0);
    expect(await auditCount(audited)).toBe(0);

    expect((await postJson(server, '/api/admin-auth/forgot-password', { email: admin.email })).status).toBe(200);
    await runQueuedJobs(server, 'auth.password-reset-request');
    expect(await links()).toBeGreaterThanOrEqual(1);
    expect(await mails()).toBe(await links());
    expect(await auditCount(audited)).toBe(await links());
  });
});

describe('the last active super_admin', () => {
  // The active super_admins before these tests (the seeded one among them) are put back after each,
  // and the ones made here set aside, so later files find the accounts as they were.
  let activeBefore: number[] = [];
  beforeAll(async () => {
    activeBefore = (
      (await server.strapi.db
        .query(USER_UID)
        .findMany({ where: { is_active: true, role: { name: 'super_admin' } }, select: ['id'] })) as { id: number }[]
    ).map((row) => row.id);
  });
  afterEach(async () => {
    const users = server.strapi.db.query(USER_UID);
    const madeHere = (
      (await users.findMany({
        where: { role: { name: 'super_admin' }, id: { $notIn: activeBefore } },
        select: ['id'],
      })) as { id: number }[]
    ).map((row) => row.id);
    await users.updateMany({ where: { id: { $in: madeHere } }, data: { is_active: false } });
    await users.updateMany({ where: { id: { $in: activeBefore } }, data: { is_active: true } });
  });

  /** Exactly two active super_admins, made here; every other one is set aside for the test. */
  async function twoSuperAdmins(): Promise<[TestAdmin, TestAdmin]> {
    const others = (await server.strapi.db
      .query(USER_UID)
      .findMany({ where: { is_active: true, role: { name: 'super_admin' } }, select: ['id'] })) as { id: number }[];
    await server.strapi.db
      .query(USER_UID)
      .updateMany({ where: { id: { $in: others.map((row) => row.id) } }, data: { is_active: false } });
    return [await createAdmin(server, 'super_admin'), await createAdmin(server, 'super_admin')];
  }
  const activeSuperAdmins = () =>
    server.strapi.db.query(USER_UID).count({ where: { is_active: true, role: { name: 'super_admin' } } });

  const deactivate = (admin: TestAdmin) =>
    send('POST', `/api/backoffice/users/${admin.documentId}/active`, { is_active: false });
  const demote = async (admin: TestAdmin) =>
    send('PUT', `/api/backoffice/users/${admin.documentId}`, {
      full_name: 'Demoted',
      role_id: await roleId('admin'),
      is_active: true,
    });
  const remove = (admin: TestAdmin) => send('DELETE', `/api/backoffice/users/${admin.documentId}`);

  const RACES: [string, (a: TestAdmin) => Promise<{ status: number; body: unknown }>, typeof deactivate][] = [
    ['two deactivations', deactivate, deactivate],
    ['a deletion and a role change', remove, demote],
    ['a role change and a deactivation', demote, deactivate],
  ];

  for (const [name, first, second] of RACES) {
    it(`stays when ${name} run at the same time`, async () => {
      for (let round = 0; round < 3; round += 1) {
        const [one, two] = await twoSuperAdmins();
        const answers = await Promise.all([first(one), second(two)]);
        const statuses = answers.map((answer) => answer.status).sort();
        expect(statuses, `round ${round}`).toEqual([200, 400]);
        const refusal = answers.find((answer) => answer.status === 400)?.body as { error: { message: string } };
        expect(refusal.error.message).toBe(messages.users.lastSuperAdmin);
        expect(await activeSuperAdmins(), `round ${round}`).toBe(1);
      }
    });
  }
});
