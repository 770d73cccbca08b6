import { auditEntrySchema } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readEnv } from '../../src/platform/config/env';
import { createAdmin, postJson, signIn } from '../support/admin-session';
import { getJson, testServer } from '../support/test-server';

// The audit log as a screen. Read by super_admin or the view_audit flag, filtered
// and paged in the database, and never changed or deleted through any route.

const LOG = '/api/backoffice/audit-log';
const run = `${Date.now()}`;

const entries = z.array(auditEntrySchema);
const audits = () => server.strapi.db.query('api::audit-event.audit-event');
const read = (query: Record<string, unknown>, cookie = superAdmin) =>
  getJson(
    server,
    `${LOG}?${new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))}`,
    { headers: { cookie } },
  );

/** Three entries of this run's own, at known times (Bahrain is UTC+3). */
async function writeEntries(): Promise<void> {
  const at = (iso: string) => new Date(iso);
  for (const [action, occurred, email] of [
    [`test_${run}.created`, '2026-03-01T20:30:00Z', 'first.auditor@example.com'],
    [`test_${run}.changed`, '2026-03-02T10:00:00Z', 'second.auditor@example.com'],
    [`other_${run}.viewed`, '2026-03-03T21:30:00Z', 'first.auditor@example.com'],
  ] as const) {
    await audits().create({
      data: {
        action,
        actor_email: email,
        entity_type: 'test_subject',
        entity_id: `subject-${run}`,
        occurred_at: at(occurred),
        details: { n: 1 },
      },
    });
  }
}

const server = await testServer();
const superAdmin = await signIn(server, await createAdmin(server, 'super_admin'));
await writeEntries();

describe('the audit log screen’s API', () => {
  it('lists the newest first, paged, with the total in Content-Range', async () => {
    const first = await read({ filter: { entity_id: `subject-${run}` }, range: [0, 1] });
    expect(first.status).toBe(200);
    const page = entries.parse(first.body);
    expect(page.map((entry) => entry.action)).toEqual([`other_${run}.viewed`, `test_${run}.changed`]);
    expect(first.headers.get('content-range')).toMatch(/ 0-1\/3$/);
    const second = entries.parse((await read({ filter: { entity_id: `subject-${run}` }, range: [2, 3] })).body);
    expect(second.map((entry) => entry.action)).toEqual([`test_${run}.created`]);
  });

  it('filters by action (or its first part), actor and company-time dates, both ends included', async () => {
    const actions = async (filter: Record<string, unknown>) =>
      entries.parse((await read({ filter: { entity_id: `subject-${run}`, ...filter } })).body).map((e) => e.action);
    expect(await actions({ action: `test_${run}.` })).toEqual([`test_${run}.changed`, `test_${run}.created`]);
    expect(await actions({ action: `test_${run}.created` })).toEqual([`test_${run}.created`]);
    expect(await actions({ actor: 'SECOND.auditor' })).toEqual([`test_${run}.changed`]);
    // 20:30 UTC on 1 March is 23:30 in Bahrain, still the 1st; 21:30 UTC on 3 March is the 4th there.
    expect(await actions({ from: '2026-03-01', to: '2026-03-01' })).toEqual([`test_${run}.created`]);
    expect(await actions({ from: '2026-03-02', to: '2026-03-03' })).toEqual([`test_${run}.changed`]);
    expect(await actions({ from: '2026-03-04' })).toEqual([`other_${run}.viewed`]);
  });

  it('refuses a malformed filter with a clear error', async () => {
    const refused = await read({ filter: { from: 'yesterday' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('from');
  });

  it('is read by super_admin or a role with view_audit only', async () => {
    const recruiter = await signIn(server, await createAdmin(server, 'recruiter'));
    expect((await read({}, recruiter)).status).toBe(403);
    const role = await postJson(
      server,
      '/api/backoffice/roles',
      {
        name: `auditor_${run}`,
        description: 'Reads the audit log',
        permissions: { view_audit: true },
      },
      superAdmin,
    );
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const auditor = await signIn(server, await createAdmin(server, `auditor_${run}`));
    expect((await read({}, auditor)).status).toBe(200);
  });
});

describe('an entry', () => {
  it('cannot be created, changed or deleted through the back office', async () => {
    const [entry] = entries.parse((await read({ filter: { entity_id: `subject-${run}` }, range: [0, 0] })).body);
    const before = await audits().findOne({ where: { documentId: entry?.id } });
    for (const [method, path] of [
      ['POST', LOG],
      ['PUT', `${LOG}/${entry?.id}`],
      ['PATCH', `${LOG}/${entry?.id}`],
      ['DELETE', `${LOG}/${entry?.id}`],
    ] as const) {
      const answer = await postJson(server, path, { action: 'forged', actor_email: null }, superAdmin, method);
      expect([404, 405], `${method} ${path}`).toContain(answer.status);
    }
    expect(await audits().findOne({ where: { documentId: entry?.id } })).toEqual(before);
  });

  it('cannot be read, changed or deleted through the /cms panel or the content API', async () => {
    const { cmsEditor } = readEnv();
    const login = await getJson(server, '/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: cmsEditor.email, password: cmsEditor.password }),
    });
    const token = (login.body as { data: { token: string } }).data.token;
    const entry = await audits().findOne({ where: { entity_id: `subject-${run}` } });
    const before = JSON.stringify(entry);
    const panel = `/content-manager/collection-types/api::audit-event.audit-event`;
    for (const [method, path] of [
      ['GET', panel],
      ['POST', panel],
      ['PUT', `${panel}/${entry.documentId}`],
      ['DELETE', `${panel}/${entry.documentId}`],
    ] as const) {
      const answer = await getJson(server, path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: JSON.stringify({ action: 'forged' }) }),
      });
      expect([403, 404, 405], `${method} ${path}`).toContain(answer.status);
    }
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const answer = await getJson(server, `/api/audit-events/${entry.documentId}`, { method });
      expect([401, 403, 404, 405]).toContain(answer.status);
    }
    expect(JSON.stringify(await audits().findOne({ where: { id: entry.id } }))).toBe(before);
  });
});
