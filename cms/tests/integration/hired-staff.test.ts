// Hired Staff (docs/requirements.md#hiring-and-hired-staff): the list newest hire first with
// 'Total Hired', one employee's onboarding details, and the bank and ID data that need more than
// reading applications (HIRED_STAFF_PRIVATE_DATA): CPR number, IBAN and the three documents, read
// from the private store, downloaded with safe headers and audited.
import { randomUUID } from 'node:crypto';
import { HIRED_STAFF_PRIVATE_DATA, messages } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../support/admin-session';
import { adminWithFlags } from '../support/custom-role';
import {
  type MadeEmployee,
  makeHiredEmployee,
  ONBOARDING_ANSWERS,
  privateStore,
} from '../support/hired-employee-fixture';
import { testServer } from '../support/test-server';

const EMPLOYEE = 'api::hired-employee.hired-employee';
const PRIVATE_KEYS = ['cpr_number', 'iban', 'cpr_document_url', 'passport_document_url', 'certificates_url'];
const tag = randomUUID().slice(0, 8);

const server = await testServer();
// The built-in admin holds manage_applications and manage_users; recruiter only the first.
const admin = await createAdmin(server, 'admin');
const hrEmail = admin.email;
// One after another: each sign-in reads its code from the shared test mailbox.
const hr = await signIn(server, admin);
const recruiter = await signIn(server, await createAdmin(server, 'recruiter'));
const viewer = await signIn(server, await createAdmin(server, 'viewer'));
// Hired out of order, so the list's order is the hired date's and not the rows' creation order.
const middle = await makeHiredEmployee(server, { tag, hiredAt: new Date('2026-05-02T09:00:00Z'), onboarded: true });
const oldest = await makeHiredEmployee(server, { tag, hiredAt: new Date('2026-03-15T09:00:00Z') });
const newest = await makeHiredEmployee(server, { tag, hiredAt: new Date('2026-06-20T09:00:00Z'), onboarded: true });

function call(path: string, cookie: string | null) {
  return fetch(`${server.baseUrl}/api/backoffice${path}`, { headers: cookie ? { cookie } : {} });
}
async function json(path: string, cookie: string | null) {
  const response = await call(path, cookie);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}
const listPath = (filter: Record<string, unknown> = { q: tag }) =>
  `/hired-staff?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,24]')}`;

async function auditRows(action: string, employee: MadeEmployee) {
  return server.strapi.db
    .query('api::audit-event.audit-event')
    .findMany({ where: { action, entity_type: 'hired_employee', entity_id: employee.documentId } });
}

describe('the Hired Staff list', () => {
  it('lists employees newest hire first, each Hired with posting, department, start date and onboarding state', async () => {
    const { status, headers, body } = await json(listPath(), recruiter);
    expect(status).toBe(200);
    expect(headers.get('content-range')).toBe('hired-staff 0-2/3');
    const rows = body as unknown as Record<string, unknown>[];
    expect(rows.map((row) => row.id)).toEqual([newest.documentId, middle.documentId, oldest.documentId]);
    expect(rows[0]).toMatchObject({
      status: 'hired',
      email: newest.email,
      job_title: newest.postingTitle,
      department: 'Finance',
      start_date: '2099-02-01',
      hired_date: '2026-06-20T09:00:00.000Z',
      onboarding_completed: true,
      application_id: newest.applicationId,
    });
    expect(rows[0]?.full_name).toMatch(/^Noor Haddad \d+$/);
    // Before onboarding, the name is the application's.
    expect(rows[2]).toMatchObject({ onboarding_completed: false, onboarding_completed_at: null, first_name: null });
    expect(rows[2]?.full_name).toMatch(/^Dashboard Candidate /);
    for (const row of rows) for (const key of PRIVATE_KEYS) expect(row).not.toHaveProperty(key);
  });

  it("answers 'Total Hired' as the whole table's count, and the oldest first when asked", async () => {
    const everyone = await server.strapi.db.query(EMPLOYEE).count();
    const { headers } = await json(listPath({}), recruiter);
    expect(headers.get('content-range')).toMatch(new RegExp(`/${everyone}$`));
    const ascending = await json(`${listPath()}&sort=${encodeURIComponent('["hired_date","ASC"]')}`, recruiter);
    expect((ascending.body as unknown as { id: string }[]).map((row) => row.id)).toEqual([
      oldest.documentId,
      middle.documentId,
      newest.documentId,
    ]);
  });

  it('sorts by its whitelisted fields in the database and filters by onboarding state', async () => {
    for (const field of ['start_date', 'email', 'onboarding_completed', 'hired_date']) {
      const sorted = await json(`${listPath()}&sort=${encodeURIComponent(`["${field}","ASC"]`)}`, recruiter);
      expect(sorted.status, field).toBe(200);
      expect(sorted.headers.get('content-range')).toBe('hired-staff 0-2/3');
    }
    const pending = await json(listPath({ q: tag, onboarding_completed: false }), recruiter);
    expect((pending.body as unknown as { id: string }[]).map((row) => row.id)).toEqual([oldest.documentId]);
  });

  it('refuses a sort or filter outside its whitelist', async () => {
    for (const sort of ['["cpr_number","ASC"]', '["iban","DESC"]', '["__proto__","ASC"]']) {
      expect((await json(`/hired-staff?sort=${encodeURIComponent(sort)}`, recruiter)).status).toBe(400);
    }
    for (const filter of [{ iban: 'BH' }, { cpr_document_url: 'onboarding' }, { constructor: 1 }]) {
      expect((await json(listPath(filter), recruiter)).status).toBe(400);
    }
  });
});

describe("one employee's details", () => {
  it('show every onboarding field to a recruiter, without the CPR number, IBAN or document keys', async () => {
    const response = await call(`/hired-staff/${middle.documentId}`, recruiter);
    expect(response.status).toBe(200);
    const raw = await response.text();
    const body = JSON.parse(raw) as Record<string, unknown>;
    expect(body).toMatchObject({
      id: middle.documentId,
      status: 'hired',
      first_name: 'Noor',
      email: middle.email,
      ...ONBOARDING_ANSWERS,
      department: 'Finance',
      start_date: '2099-02-01',
      employment_type: 'full-time',
      salary_amount: 1200,
      salary_currency: 'BHD',
      salary_frequency: 'monthly',
      hired_by: 'Test Recruiter',
      onboarding_completed: true,
      onboarding_completed_at: '2026-05-02T10:00:00.000Z',
    });
    for (const key of [...PRIVATE_KEYS, 'onboarding_token']) expect(body).not.toHaveProperty(key);
    // Not under any other name either.
    for (const secret of [middle.cpr, middle.iban, 'onboarding/']) expect(raw).not.toContain(secret);
  });

  it('give the CPR number, IBAN and which documents exist to an HR-grade admin, audited', async () => {
    const { status, headers, body } = await json(`/hired-staff/${middle.documentId}/private`, hr);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({
      id: middle.documentId,
      cpr_number: middle.cpr,
      iban: middle.iban,
      documents: [
        { kind: 'cpr', available: true },
        { kind: 'passport', available: true },
        { kind: 'certificates', available: true },
      ],
    });
    const audit = await auditRows('hired_employee.private_data_viewed', middle);
    expect(audit.map((row) => row.actor_email)).toEqual([hrEmail]);
    const pending = await json(`/hired-staff/${oldest.documentId}/private`, hr);
    expect(pending.body).toMatchObject({ cpr_number: null, iban: null });
    expect((pending.body.documents as { available: boolean }[]).every((document) => !document.available)).toBe(true);
  });

  it('answer 404 for an unknown or malformed employee id', async () => {
    for (const id of ['nosuchemployee00000', '..', 'A%2F..%2Fx']) {
      expect((await json(`/hired-staff/${id}`, recruiter)).status).toBe(404);
      const refused = await json(`/hired-staff/${id}/private`, hr);
      expect(refused.status).toBe(404);
    }
    expect((await json('/hired-staff/nosuchemployee00000/private', hr)).body).toMatchObject({
      error: { message: messages.hiredStaff.notFound },
    });
  });
});

describe('who may see bank and ID data', () => {
  it('is the shared rule: applications and users together', () => {
    expect([...HIRED_STAFF_PRIVATE_DATA]).toEqual(['manage_applications', 'manage_users']);
  });

  it('refuses a recruiter (applications only) the CPR number, IBAN and every document, and audits nothing', async () => {
    const refused = await json(`/hired-staff/${newest.documentId}/private`, recruiter);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { message: messages.signIn.notAllowed } });
    for (const kind of ['cpr', 'passport', 'certificates']) {
      expect((await call(`/hired-staff/${newest.documentId}/documents/${kind}`, recruiter)).status).toBe(403);
    }
    expect(await auditRows('hired_employee.document_downloaded', newest)).toHaveLength(0);
    expect(await auditRows('hired_employee.private_data_viewed', newest)).toHaveLength(0);
  });

  it('refuses an admin with manage_users alone, and a viewer everything', async () => {
    const usersOnly = await signIn(server, await adminWithFlags(server, ['manage_users']));
    expect((await json(listPath(), usersOnly)).status).toBe(403);
    expect((await json(`/hired-staff/${newest.documentId}/private`, usersOnly)).status).toBe(403);
    for (const path of [
      listPath(),
      `/hired-staff/${newest.documentId}`,
      `/hired-staff/${newest.documentId}/private`,
      `/hired-staff/${newest.documentId}/documents/cpr`,
    ]) {
      expect((await json(path, viewer)).status, path).toBe(403);
      expect((await call(path, null)).status, path).toBe(401);
    }
  });

  it('lets a custom role with exactly the two flags through', async () => {
    const both = await signIn(server, await adminWithFlags(server, HIRED_STAFF_PRIVATE_DATA));
    expect((await json(`/hired-staff/${newest.documentId}/private`, both)).status).toBe(200);
  });
});

describe('document downloads', () => {
  it('stream the stored file as an attachment, not sniffable, not cached, and audit who took which', async () => {
    const documents = newest.documents;
    if (!documents) throw new Error('onboarded employee without documents');
    const response = await call(`/hired-staff/${newest.documentId}/documents/cpr`, hr);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Noor_Haddad_\d+_CPR\.pdf"/);
    expect(Buffer.from(await response.arrayBuffer()).equals(documents.cpr.bytes)).toBe(true);

    const passport = await call(`/hired-staff/${newest.documentId}/documents/passport`, hr);
    expect(passport.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await passport.arrayBuffer()).equals(documents.passport.bytes)).toBe(true);

    const audit = await auditRows('hired_employee.document_downloaded', newest);
    expect(audit.map((row) => [row.actor_email, (row.details as { document: string }).document]).sort()).toEqual([
      [hrEmail, 'cpr'],
      [hrEmail, 'passport'],
    ]);
  });

  it('refuse a document kind outside the three, and a missing document', async () => {
    for (const kind of ['cv', 'cpr_document_url', '__proto__', 'constructor', '..%2F..%2Fsecrets', 'CPR']) {
      expect((await call(`/hired-staff/${newest.documentId}/documents/${kind}`, hr)).status, kind).toBe(404);
    }
    expect((await call(`/hired-staff/${oldest.documentId}/documents/cpr`, hr)).status).toBe(404);
  });

  it("refuse a stored key outside the employee's own folder: another employee's file, a climb, another type", async () => {
    // A tag of its own: the list tests above count exactly three employees of theirs.
    const other = await makeHiredEmployee(server, {
      tag: randomUUID().slice(0, 8),
      hiredAt: new Date('2026-01-05T09:00:00Z'),
      onboarded: true,
    });
    const victim = newest.documents?.cpr.key as string;
    const planted = `onboarding/${other.documentId}/notes-1.txt`;
    await privateStore(server).putBytes(planted, Buffer.from('plain text'));
    const rows = server.strapi.db.query(EMPLOYEE);
    for (const key of [
      victim,
      `onboarding/${other.documentId}/../${newest.documentId}/${victim.split('/').at(-1)}`,
      `onboarding/${other.documentId}/sub/${victim.split('/').at(-1)}`,
      planted,
      '/etc/passwd',
    ]) {
      await rows.update({ where: { documentId: other.documentId }, data: { cpr_document_url: key } });
      const response = await call(`/hired-staff/${other.documentId}/documents/cpr`, hr);
      expect(response.status, key).toBe(404);
    }
    expect(await auditRows('hired_employee.document_downloaded', other)).toHaveLength(0);
  });

  it("never read a key the client sends: the employee's own file comes back whatever the query says", async () => {
    const victim = newest.documents?.certificates.key as string;
    const own = middle.documents?.certificates as { bytes: Buffer };
    const response = await call(
      `/hired-staff/${middle.documentId}/documents/certificates?key=${encodeURIComponent(victim)}&path=${encodeURIComponent(victim)}`,
      hr,
    );
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(own.bytes)).toBe(true);
  });
});
