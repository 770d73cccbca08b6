import {
  type AdminRoleRecord,
  adminRoleRecordSchema,
  adminUserRecordSchema,
  messages,
  PERMISSION_KEYS,
} from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { createAdmin, postJson, signIn } from '../support/admin-session';
import { listedApplication } from '../support/listed-applications';
import { getJson, testServer } from '../support/test-server';

const server = await testServer();
const superAdminAccount = await createAdmin(server, 'super_admin');
const superAdmin = await signIn(server, superAdminAccount);

const list = (path: string, cookie = superAdmin) => getJson(server, path, { headers: { cookie } });
const query = (resource: string, params: Record<string, unknown>) =>
  `/api/backoffice/${resource}?${new URLSearchParams(
    Object.fromEntries(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)])),
  )}`;

// Every list answer is parsed with the shared response schemas: a field added, dropped or reshaped fails here.
const usersOf = (body: unknown) => adminUserRecordSchema.array().parse(body);
const rolesOf = (body: unknown) => adminRoleRecordSchema.array().parse(body);

describe('the simple-rest contract', () => {
  it('pages, sorts and counts in Content-Range', async () => {
    const tag = `page${Date.now()}`;
    for (const name of ['carol', 'alice', 'bob'])
      await createAdmin(server, 'viewer', { email: `${name}.${tag}@gulfhorizon.test` });
    const emails = (names: string[]) => names.map((name) => `${name}.${tag}@gulfhorizon.test`);

    const page = await list(query('users', { sort: ['email', 'ASC'], range: [1, 2], filter: { q: tag } }));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-range')).toBe('users 1-2/3');
    expect(usersOf(page.body).map((user) => user.email)).toEqual(emails(['bob', 'carol']));
    const descending = await list(query('users', { sort: ['email', 'DESC'], range: [0, 9], filter: { q: tag } }));
    expect(usersOf(descending.body).map((user) => user.email)).toEqual(emails(['carol', 'bob', 'alice']));
    expect(descending.headers.get('content-range')).toBe('users 0-2/3');
  });

  it('filters by search text and answers getMany for a list of ids in one call', async () => {
    const found = await list(query('users', { filter: { q: superAdminAccount.email.slice(0, 18).toUpperCase() } }));
    expect(usersOf(found.body).map((user) => user.email)).toContain(superAdminAccount.email);
    // More ids than a default page holds: getMany sends no range and must still get every one.
    for (let made = 0; made < 27; made += 1) await createAdmin(server, 'viewer');
    const everyone = usersOf((await list(query('users', { range: [0, 999] }))).body);
    const ids = everyone.slice(0, 27).map((user) => user.id);
    expect(ids).toHaveLength(27);
    const many = await list(query('users', { filter: { id: ids } }));
    expect(
      usersOf(many.body)
        .map((user) => user.id)
        .sort(),
    ).toEqual([...ids].sort());
    const empty = await list(query('users', { filter: { q: 'nobody-matches-this-text' } }));
    expect(empty.body).toEqual([]);
    expect(empty.headers.get('content-range')).toBe('users */0');
  });

  it('refuses a malformed sort, range or an unknown filter with a clear message', async () => {
    for (const path of [
      '/api/backoffice/users?sort=nonsense',
      query('users', { range: [5, 1] }),
      query('users', { filter: { password_hash: 'x' } }),
    ]) {
      const answer = await list(path);
      expect(answer.status, path).toBe(400);
      expect((answer.body as { error: { message: string } }).error.message, path).toMatch(/Invalid|Unknown/);
    }
    expect((await list('/api/backoffice/no-such-thing')).status).toBe(404);
  });

  it('never sends a password hash', async () => {
    const answer = await list(query('users', { range: [0, 999] }));
    expect(JSON.stringify(answer.body)).not.toMatch(/password|\$argon2/);
  });
});

describe('permissions on the server', () => {
  it('needs a session, and manage_users for users; admin may read roles but not change them', async () => {
    expect((await getJson(server, '/api/backoffice/users')).status).toBe(401);
    const viewer = await signIn(server, await createAdmin(server, 'viewer'));
    expect((await list('/api/backoffice/users', viewer)).status).toBe(403);
    const recruiter = await signIn(server, await createAdmin(server, 'recruiter'));
    expect((await list('/api/backoffice/users', recruiter)).status).toBe(403);
    const admin = await signIn(server, await createAdmin(server, 'admin'));
    expect((await list('/api/backoffice/users', admin)).status).toBe(200);
    expect((await list('/api/backoffice/roles', admin)).status).toBe(200);
    const attempt = await postJson(
      server,
      '/api/backoffice/roles',
      { name: 'sneaky', description: 'x', permissions: { manage_roles: true } },
      admin,
    );
    expect(attempt.status).toBe(403);
  });

  it('never lets an admin give out, or take over, more power than its own role has', async () => {
    const adminAccount = await createAdmin(server, 'admin');
    const admin = await signIn(server, adminAccount);
    const roles = rolesOf((await list(query('roles', { range: [0, 99] }))).body);
    const roleId = (name: string) => (roles.find((role) => role.name === name) as AdminRoleRecord).id;
    const refused = (answer: { status: number; body: { error?: { message: string } } }) => {
      expect(answer.status, JSON.stringify(answer.body)).toBe(403);
      expect(answer.body.error?.message).toBe(messages.users.beyondOwnPermissions);
    };
    // Promoting itself, or a new account, to super_admin.
    refused(
      await postJson(
        server,
        `/api/backoffice/users/${adminAccount.documentId}`,
        { full_name: 'Promoted', role_id: roleId('super_admin'), is_active: true },
        admin,
        'PUT',
      ),
    );
    refused(
      await postJson(
        server,
        '/api/backoffice/users',
        {
          email: `boss.${Date.now()}@gulfhorizon.test`,
          full_name: 'Boss',
          password: 'long enough pw',
          role_id: roleId('super_admin'),
        },
        admin,
      ),
    );
    // Taking over a super_admin account by its password or e-mail, or switching it off.
    const owner = await createAdmin(server, 'super_admin');
    const target = `/api/backoffice/users/${owner.documentId}`;
    refused(
      await postJson(
        server,
        `${target}/password`,
        { new_password: 'taken over!', confirm_password: 'taken over!' },
        admin,
      ),
    );
    refused(await postJson(server, `${target}/email`, { new_email: `mine.${Date.now()}@gulfhorizon.test` }, admin));
    refused(await postJson(server, `${target}/active`, { is_active: false }, admin));
    // Within its own permissions, the same admin manages users as before.
    const created = await postJson(
      server,
      '/api/backoffice/users',
      {
        email: `helper.${Date.now()}@gulfhorizon.test`,
        full_name: 'Helper',
        password: 'long enough pw',
        role_id: roleId('recruiter'),
      },
      admin,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await signIn(server, owner)).toMatch(/^careers_admin_session=/);
  });
});

describe('admin users', () => {
  it('creates a user with the form’s rules and messages', async () => {
    const roles = rolesOf((await list(query('roles', { range: [0, 99] }))).body);
    const recruiter = roles.find((role) => role.name === 'recruiter') as AdminRoleRecord;
    const form = {
      email: `New.Hire.${Date.now()}@GulfHorizon.test`,
      full_name: 'Noor Hassan',
      password: 'short',
      role_id: recruiter.id,
    };
    const short = await postJson(server, '/api/backoffice/users', form, superAdmin);
    expect(short.status).toBe(400);
    expect(short.body.error?.message).toBe(messages.users.passwordTooShort);

    const created = await postJson(
      server,
      '/api/backoffice/users',
      { ...form, password: 'a good long password' },
      superAdmin,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: form.email.toLowerCase(), role_name: 'recruiter', is_active: true });
    const again = await postJson(
      server,
      '/api/backoffice/users',
      { ...form, password: 'a good long password' },
      superAdmin,
    );
    expect(again.status).toBe(409);
  });

  it('ends a user’s sessions when their role changes, when deactivated and when their password is set', async () => {
    const account = await createAdmin(server, 'recruiter');
    const roles = rolesOf((await list(query('roles', { range: [0, 99] }))).body);
    const viewerRole = roles.find((role) => role.name === 'viewer') as AdminRoleRecord;
    const me = (cookie: string) => getJson(server, '/api/admin-auth/me', { headers: { cookie } });

    let session = await signIn(server, account);
    const put = await postJson(
      server,
      `/api/backoffice/users/${account.documentId}`,
      { full_name: 'Renamed Recruiter', role_id: viewerRole.id, is_active: true },
      superAdmin,
      'PUT',
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ full_name: 'Renamed Recruiter', role_name: 'viewer' });
    expect((await me(session)).status).toBe(401);

    session = await signIn(server, account);
    const mismatch = await postJson(
      server,
      `/api/backoffice/users/${account.documentId}/password`,
      { new_password: 'a brand new password', confirm_password: 'something else' },
      superAdmin,
    );
    expect(mismatch.body.error?.message).toBe(messages.users.passwordsDoNotMatch);
    const setPassword = await postJson(
      server,
      `/api/backoffice/users/${account.documentId}/password`,
      { new_password: 'a brand new password', confirm_password: 'a brand new password' },
      superAdmin,
    );
    expect(setPassword.status).toBe(200);
    expect((await me(session)).status).toBe(401);

    session = await signIn(server, { ...account, password: 'a brand new password' });
    const deactivate = await postJson(
      server,
      `/api/backoffice/users/${account.documentId}/active`,
      { is_active: false },
      superAdmin,
    );
    expect(deactivate.body).toMatchObject({ is_active: false });
    expect((await me(session)).status).toBe(401);
  });

  it('changes an e-mail only to a new, free address; nobody deactivates themself', async () => {
    const account = await createAdmin(server, 'viewer');
    const same = await postJson(
      server,
      `/api/backoffice/users/${account.documentId}/email`,
      { new_email: account.email },
      superAdmin,
    );
    expect(same.body.error?.message).toBe(messages.users.emailMustDiffer);
    const taken = await postJson(
      server,
      `/api/backoffice/users/${account.documentId}/email`,
      { new_email: superAdminAccount.email },
      superAdmin,
    );
    expect(taken.status).toBe(409);
    const fresh = `moved.${Date.now()}@gulfhorizon.test`;
    const moved = await postJson(
      server,
      `/api/backoffice/users/${account.documentId}/email`,
      { new_email: fresh },
      superAdmin,
    );
    expect(moved.body).toMatchObject({ email: fresh });

    const self = await postJson(
      server,
      `/api/backoffice/users/${superAdminAccount.documentId}/active`,
      { is_active: false },
      superAdmin,
    );
    expect(self.status).toBe(400);
  });
});

describe('deleting an admin user', () => {
  const remove = (documentId: string, cookie: string) =>
    postJson(server, `/api/backoffice/users/${documentId}`, {}, cookie, 'DELETE');
  const me = (cookie: string) => getJson(server, '/api/admin-auth/me', { headers: { cookie } });

  it('needs manage_users; ends the account’s sessions, removes it, audits it, and it can no longer sign in', async () => {
    const account = await createAdmin(server, 'recruiter');
    const session = await signIn(server, account);
    for (const lower of ['viewer', 'recruiter'] as const) {
      const refused = await remove(account.documentId, await signIn(server, await createAdmin(server, lower)));
      expect(refused.status, lower).toBe(403);
    }
    expect((await me(session)).status).toBe(200);

    const answer = await remove(account.documentId, superAdmin);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: account.documentId, email: account.email });
    expect((await me(session)).status).toBe(401);
    expect((await list(`/api/backoffice/users/${account.documentId}`)).status).toBe(404);
    const audit = await server.strapi.db
      .query('api::audit-event.audit-event')
      .findOne({ where: { action: 'user.deleted', entity_id: account.documentId } });
    expect(audit).toMatchObject({ actor_email: superAdminAccount.email });
    expect(audit.details).toMatchObject({ email: account.email, role: 'recruiter' });
    const password = await postJson(server, '/api/admin-auth/password', {
      email: account.email,
      password: account.password,
    });
    expect(password.body.error?.message).toBe(messages.signIn.invalidCredentials);
    expect((await remove(account.documentId, superAdmin)).status).toBe(404);
  });

  it('never deletes yourself, a more powerful account, or the last active super_admin', async () => {
    const self = await remove(superAdminAccount.documentId, superAdmin);
    expect(self.status).toBe(400);
    expect(self.body.error?.message).toBe(messages.users.cannotDeleteSelf);

    const admin = await signIn(server, await createAdmin(server, 'admin'));
    expect((await remove(superAdminAccount.documentId, admin)).status).toBe(403);

    // An account with every permission, but not super_admin, tries to delete the last one.
    const roleAnswer = await postJson(
      server,
      '/api/backoffice/roles',
      {
        name: `All Powers ${Date.now()}`,
        description: 'Every permission',
        permissions: Object.fromEntries(PERMISSION_KEYS.map((key) => [key, true])),
      },
      superAdmin,
    );
    expect(roleAnswer.status).toBe(201);
    const email = `all.powers.${Date.now()}@gulfhorizon.test`;
    const made = await postJson(
      server,
      '/api/backoffice/users',
      {
        email,
        full_name: 'All Powers',
        password: 'a long enough password',
        role_id: (roleAnswer.body as { id?: string }).id,
      },
      superAdmin,
    );
    expect(made.status).toBe(201);
    const allPowers = await signIn(server, { id: 0, documentId: '', email, password: 'a long enough password' });
    const users = server.strapi.db.query('api::admin-user.admin-user');
    const others = (await users.findMany({
      where: { is_active: true, role: { name: 'super_admin' }, id: { $ne: superAdminAccount.id } },
      select: ['id'],
    })) as { id: number }[];
    await users.updateMany({ where: { id: { $in: others.map((other) => other.id) } }, data: { is_active: false } });
    try {
      const last = await remove(superAdminAccount.documentId, allPowers);
      expect(last.status).toBe(400);
      expect(last.body.error?.message).toBe(messages.users.lastSuperAdmin);
      expect(await users.count({ where: { id: superAdminAccount.id } })).toBe(1);
    } finally {
      await users.updateMany({ where: { id: { $in: others.map((other) => other.id) } }, data: { is_active: true } });
    }
  });
});

describe('roles', () => {
  it('lists each role with its user and permission counts', async () => {
    const roles = rolesOf((await list(query('roles', { sort: ['name', 'ASC'], range: [0, 99] }))).body);
    const superAdminRole = roles.find((role) => role.name === 'super_admin') as AdminRoleRecord;
    // super_admin holds every flag, view_audit included.
    expect(superAdminRole).toMatchObject({ is_built_in: true, permission_count: PERMISSION_KEYS.length });
    expect(superAdminRole.user_count).toBeGreaterThanOrEqual(1);
    expect(roles.find((role) => role.name === 'viewer')?.permission_count).toBe(1);
  });

  it('creates a custom role with a normalised name, edits it, and never edits a built-in one', async () => {
    const name = `Talent Partner ${Date.now()}`;
    const created = await postJson(
      server,
      '/api/backoffice/roles',
      { name, description: 'Sources candidates', permissions: { manage_applications: true, view_analytics: true } },
      superAdmin,
    );
    expect(created.status).toBe(201);
    const role = adminRoleRecordSchema.parse(created.body);
    expect(role.name).toBe(name.toLowerCase().replace(/\s+/g, '_'));
    expect(role.permission_count).toBe(2);

    const renamed = await postJson(
      server,
      `/api/backoffice/roles/${role.id}`,
      { name: 'other', description: 'x', permissions: {} },
      superAdmin,
      'PUT',
    );
    expect(renamed.status).toBe(400);
    const edited = await postJson(
      server,
      `/api/backoffice/roles/${role.id}`,
      { description: 'Sources and screens candidates', permissions: { manage_applications: true } },
      superAdmin,
      'PUT',
    );
    expect(edited.body).toMatchObject({ description: 'Sources and screens candidates', permission_count: 1 });

    const roles = rolesOf((await list(query('roles', { range: [0, 99] }))).body);
    const builtIn = roles.find((candidate) => candidate.name === 'viewer') as AdminRoleRecord;
    const refused = await postJson(
      server,
      `/api/backoffice/roles/${builtIn.id}`,
      { description: 'changed', permissions: {} },
      superAdmin,
      'PUT',
    );
    expect(refused.status).toBe(403);
  });
});

describe('applications', () => {
  it('lists for manage_applications only, searches by name or reference, and never sends a file path', async () => {
    const recruiter = await signIn(server, await createAdmin(server, 'recruiter'));
    const viewer = await signIn(server, await createAdmin(server, 'viewer'));
    expect((await list('/api/backoffice/applications', viewer)).status).toBe(403);
    const page = await list(query('applications', { sort: ['created_at', 'DESC'], range: [0, 4] }), recruiter);
    expect(page.status).toBe(200);
    const rows = page.body as { id: string; reference_id: string; full_name: string; created_at: string }[];
    expect(rows).toHaveLength(5);
    expect(JSON.stringify(page.body)).not.toMatch(/cv_url|supporting_documents_url|private-files/);
    const first = rows[0] as (typeof rows)[number];
    const byReference = await list(
      query('applications', { filter: { q: first.reference_id.toLowerCase() } }),
      recruiter,
    );
    expect((byReference.body as { id: string }[]).map((row) => row.id)).toEqual([first.id]);
    // Two applications of its own share a first name no other row has; the status filter keeps the new one.
    const firstName = `Zubaida${Date.now().toString(36)}`;
    const fresh = await listedApplication(server, { full_name: `${firstName} Haddad`, status: 'new' });
    await listedApplication(server, { full_name: `${firstName} Qassim`, status: 'shortlisted' });
    const byName = await list(
      query('applications', { filter: { q: firstName, status: ['new'] }, range: [0, 999] }),
      recruiter,
    );
    expect((byName.body as { id: string }[]).map((row) => row.id)).toEqual([fresh.documentId]);
    // The status filter alone narrows the whole list (the demo company has every status).
    const total = (answer: { headers: Headers }) => Number(answer.headers.get('content-range')?.split('/')[1]);
    // Rejected applications are archived (the list's rule): both lists look at active and archived alike.
    const rejected = await list(
      query('applications', { filter: { status: ['rejected'], archive: 'all' }, range: [0, 999] }),
      recruiter,
    );
    const all = await list(query('applications', { filter: { archive: 'all' }, range: [0, 0] }), recruiter);
    expect((rejected.body as { status: string }[]).every((row) => row.status === 'rejected')).toBe(true);
    expect(total(rejected)).toBeGreaterThan(0);
    expect(total(rejected)).toBeLessThan(total(all));
    const unknownStatus = await list(query('applications', { filter: { status: 'promoted' } }), recruiter);
    expect(unknownStatus.status).toBe(400);
  });
});
