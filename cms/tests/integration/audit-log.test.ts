// The audit log: who did what, from where. Refused sign-ins, sign-outs and user management each
// leave a row that names the actor, and the account acted on.
import { describe, expect, it } from 'vitest';
import { createAdmin, postJson, signIn } from '../support/admin-session';
import { getJson, testServer } from '../support/test-server';

const server = await testServer();

interface AuditRow {
  action: string;
  actor_email: string | null;
  entity_type: string | null;
  entity_id: string | null;
  ip: string | null;
  details: Record<string, unknown> | null;
  actor: { id: number } | null;
  occurred_at: string;
}

const auditRows = (where: Record<string, unknown>) =>
  server.strapi.db
    .query('api::audit-event.audit-event')
    .findMany({ where, populate: { actor: { fields: ['id'] } }, orderBy: { id: 'asc' } }) as Promise<AuditRow[]>;

describe('the audit log', () => {
  it('records a refused password with the e-mail tried and the client address', async () => {
    const admin = await createAdmin(server, 'viewer');
    const refused = await postJson(server, '/api/admin-auth/password', { email: admin.email, password: 'wrong one' });
    expect(refused.status).toBe(401);
    expect(await auditRows({ actor_email: admin.email })).toEqual([
      expect.objectContaining({ action: 'sign_in.password_refused', actor_email: admin.email, ip: '127.0.0.1' }),
    ]);
  });

  it('records a sign-out, by whom', async () => {
    const admin = await createAdmin(server, 'recruiter');
    const cookie = await signIn(server, admin);
    expect((await postJson(server, '/api/admin-auth/logout', {}, cookie)).status).toBe(204);
    const [signOut, ...more] = await auditRows({ action: 'sign_out', actor_email: admin.email });
    expect(more).toHaveLength(0);
    expect(signOut).toMatchObject({ actor: { id: admin.id }, ip: '127.0.0.1' });
  });

  it('records a deactivation: who did it, to which account', async () => {
    const superAdmin = await createAdmin(server, 'super_admin');
    const cookie = await signIn(server, superAdmin);
    const target = await createAdmin(server, 'viewer');
    const answer = await postJson(
      server,
      `/api/backoffice/users/${target.documentId}/active`,
      { is_active: false },
      cookie,
    );
    expect(answer.status).toBe(200);
    const [deactivated, ...more] = await auditRows({ action: 'user.deactivated', entity_id: target.documentId });
    expect(more).toHaveLength(0);
    expect(deactivated).toMatchObject({
      actor: { id: superAdmin.id },
      actor_email: superAdmin.email,
      entity_type: 'admin_user',
      ip: '127.0.0.1',
    });
  });
});

describe('refused back-office requests', () => {
  const refusedLines = (where: Record<string, unknown>) =>
    auditRows({ action: 'backoffice.request_refused', ...where }).then((rows) =>
      // The list route itself: other files' refusals of other routes (POST, /:id) have lines of their own.
      rows.filter((row) => row.entity_id === 'GET /backoffice/users'),
    );
  const count = (rows: AuditRow[]) => rows.reduce((sum, row) => sum + Number(row.details?.count ?? 0), 0);

  it('leave one line per account and route a minute, with the count: who was refused what, from where', async () => {
    const viewer = await createAdmin(server, 'viewer');
    const cookie = await signIn(server, viewer);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await getJson(server, '/api/backoffice/users', { headers: { cookie } })).status).toBe(403);
    }
    const lines = await refusedLines({ actor_email: viewer.email });
    // Five refusals in well under a minute: one line (two if the minute ended between them).
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(count(lines)).toBe(5);
    expect(lines[0]).toMatchObject({ actor: { id: viewer.id }, entity_type: 'route', ip: '127.0.0.1' });
    expect(lines[0]?.details).toMatchObject({ status: 403 });
  });

  it('without a session are counted too, and a flood adds no more than a line', async () => {
    const before = Date.now();
    const flood = await Promise.all(Array.from({ length: 40 }, () => getJson(server, '/api/backoffice/users')));
    expect(flood.every((answer) => answer.status === 401)).toBe(true);
    const lines = (await refusedLines({ actor_email: { $null: true } })).filter(
      (row) => row.details?.status === 401 && Date.parse(row.occurred_at) >= before - 60_000,
    );
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(lines.every((row) => row.actor === null)).toBe(true);
    // Counted, not one line each: the lines hold more refusals than there are lines.
    expect(count(lines)).toBeGreaterThan(lines.length);
  });
});
