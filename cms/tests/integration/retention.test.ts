import { type DashboardMetrics, messages } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { createAdmin, deliverMail, postJson, signIn } from '../support/admin-session';
import { adminWithFlags } from '../support/custom-role';
import { makeHiredEmployee, privateStore } from '../support/hired-employee-fixture';
import { makePostingApplication } from '../support/recruitment-fixture';
import { accountantPosting, applyWithCv } from '../support/scoring-fixtures';
import { withSettings } from '../support/settings';
import { getJson, testServer } from '../support/test-server';

// The retention run erases what its periods say, never what is on legal hold, leaves
// a record without personal data, and leaves the dashboard's figures as they were.

type RetentionRun = typeof import('../../src/domain/privacy/retention-run');
type JobQueue = typeof import('../../src/platform/engine/queue/job-queue');

const APPLICATION = 'api::application.application';
const STATUS_EVENT = 'api::application-status-event.application-status-event';
const EMPLOYEE = 'api::hired-employee.hired-employee';
const RECORD = 'api::erasure-record.erasure-record';
const YEAR = 365 * 86_400_000;
/** Eleven years back: past the longest periods the settings allow, so only this file's rows are due. */
const LONG_AGO = () => new Date(Date.now() - 11 * YEAR);
const LONGEST = { retention_rejected_months: 120, retention_onboarding_days: 3650, retention_audit_months: 120 };

const server = await testServer();
const retention = server.load<RetentionRun>('domain/privacy/retention-run');
const recruiter = await signIn(server, await createAdmin(server, 'super_admin'));

const run = () =>
  withSettings(server.strapi, server.load, LONGEST, () => retention.runRetention(server.strapi, privateStore(server)));

const post = (path: string, body: unknown, cookie = recruiter) =>
  postJson(server, `/api/backoffice${path}`, body, cookie);

/** Moves the application's current status event (its final decision) to `at`: eleven years back unless told. */
async function decidedAt(documentId: string, at = LONG_AGO()): Promise<void> {
  const events: { id: number }[] = await server.strapi.db
    .query(STATUS_EVENT)
    .findMany({ where: { application: { documentId }, left_at: null }, select: ['id'] });
  expect(events).toHaveLength(1);
  await server.strapi.db
    .query(STATUS_EVENT)
    .updateMany({ where: { id: { $in: events.map((event) => event.id) } }, data: { occurred_at: at } });
}

const applicationRow = (documentId: string) =>
  server.strapi.db.query(APPLICATION).findOne({ where: { documentId } }) as Promise<Record<string, unknown>>;
const recordsOf = (subjectId: string) =>
  server.strapi.db.query(RECORD).findMany({ where: { subject_id: subjectId } }) as Promise<Record<string, unknown>[]>;

/** A candidate who applied through the site with a CV, got the confirmation e-mail, and was rejected. */
async function rejectedCandidate(tag: string) {
  const posting = await accountantPosting(server);
  const email = `retention.${tag}.${Date.now()}@example.com`;
  const id = await applyWithCv(server, posting, 'accountant.pdf', undefined, {
    full_name: `Maryam Retention ${tag}`,
    email,
    phone: '+973 3912 4567',
  });
  await deliverMail(server);
  expect((await post(`/applications/${id}/status`, { status: 'rejected', source: 'list' })).status).toBe(200);
  await decidedAt(id);
  const row = await applicationRow(id);
  return { id, email, posting, cvKey: String(row.cv_url), name: String(row.full_name) };
}

describe('the retention run', () => {
  it('erases a rejected candidate once the period has passed: fields, CV, e-mails; a record without personal data', async () => {
    const candidate = await rejectedCandidate('erase');
    const store = privateStore(server);
    expect(await store.exists(candidate.cvKey)).toBe(true);
    const sent = await server.strapi.db.connection('email_outbox').where({ application_id: candidate.id });
    expect(sent.length).toBeGreaterThan(0);
    expect(JSON.stringify(sent)).toContain(candidate.email);

    const result = await run();
    expect(result.applications).toBeGreaterThanOrEqual(1);

    const row = await applicationRow(candidate.id);
    expect(row).toMatchObject({
      full_name: messages.privacy.erasedCandidate,
      email: '',
      phone: '',
      cv_url: null,
      screening_answers: null,
      rejection_email_scheduled: null,
      status: 'rejected',
    });
    expect(row.erased_at).not.toBeNull();
    expect(await store.exists(candidate.cvKey)).toBe(false);
    // The private link of the confirmation e-mail kept the address: it goes with the last application.
    expect(
      await server.strapi.db.connection('candidate_links').where({ email: candidate.email.toLowerCase() }),
    ).toEqual([]);
    const emails = await server.strapi.db.connection('email_outbox').where({ application_id: candidate.id });
    expect(emails).toHaveLength(sent.length);
    const emailText = JSON.stringify(emails);
    for (const personal of [candidate.email, candidate.name, 'Maryam']) expect(emailText).not.toContain(personal);

    const [record, ...more] = await recordsOf(candidate.id);
    expect(more).toHaveLength(0);
    expect(record).toMatchObject({
      rule: 'retention_rejected',
      subject_type: 'application',
      files_deleted: 1,
      emails_redacted: sent.length,
      pending_files: null,
    });
    const recordText = JSON.stringify(record);
    for (const personal of [candidate.email, candidate.name, '3912 4567']) expect(recordText).not.toContain(personal);

    // The recruiter sees the erased record, read only; a search by the old name finds nothing.
    const shown = await getJson(server, `/api/backoffice/applications/${candidate.id}`, {
      headers: { cookie: recruiter },
    });
    expect(shown.body).toMatchObject({ full_name: messages.privacy.erasedCandidate, has_cv: false });
    expect((shown.body as { erased_at: string | null }).erased_at).not.toBeNull();
    const search = await getJson(
      server,
      `/api/backoffice/applications?filter=${encodeURIComponent(JSON.stringify({ q: candidate.name, archive: 'all' }))}`,
      { headers: { cookie: recruiter } },
    );
    expect(search.body).toEqual([]);
    const moved = await post(`/applications/${candidate.id}/status`, { status: 'reviewed', source: 'list' });
    expect(moved.status).toBe(409);
    expect(JSON.stringify(moved.body)).toContain(messages.privacy.erasedCannotChange);
    expect((await post(`/applications/${candidate.id}/legal-hold`, { hold: true, reason: 'Claim' })).status).toBe(409);
    expect((await server.strapi.db.query(APPLICATION).findOne({ where: { documentId: candidate.id } })).status).toBe(
      'rejected',
    );
  });

  it('never erases an application on legal hold; once released, the next run does', async () => {
    const candidate = await rejectedCandidate('hold');
    const held = await post(`/applications/${candidate.id}/legal-hold`, { hold: true, reason: 'Employment tribunal' });
    expect(held.status).toBe(200);
    await run();
    expect(await applicationRow(candidate.id)).toMatchObject({ full_name: candidate.name, erased_at: null });
    expect(await privateStore(server).exists(candidate.cvKey)).toBe(true);
    expect(await recordsOf(candidate.id)).toHaveLength(0);

    expect((await post(`/applications/${candidate.id}/legal-hold`, { hold: false })).status).toBe(200);
    await run();
    expect(await applicationRow(candidate.id)).toMatchObject({
      full_name: messages.privacy.erasedCandidate,
      legal_hold_reason: null,
    });
    expect(await privateStore(server).exists(candidate.cvKey)).toBe(false);
  });

  it('forgets private links that have expired, and keeps those still working', async () => {
    const links = server.strapi.db.query('api::candidate-link.candidate-link');
    const expired = await links.create({
      data: { token_hash: 'e'.repeat(64), email: 'expired.link@example.com', expires_at: new Date(Date.now() - 1000) },
    });
    const working = await links.create({
      data: { token_hash: 'w'.repeat(64), email: 'working.link@example.com', expires_at: new Date(Date.now() + YEAR) },
    });
    await run();
    expect(await links.findOne({ where: { id: expired.id } })).toBeNull();
    expect(await links.findOne({ where: { id: working.id } })).not.toBeNull();
  });

  it('leaves what is not yet due, and what is not final, alone', async () => {
    const recent = await rejectedCandidate('recent');
    // Decided now: within the period.
    await decidedAt(recent.id, new Date());
    const posting = await accountantPosting(server);
    const waiting = await makePostingApplication(server, {
      postingId: posting.documentId,
      createdAt: LONG_AGO(),
      status: 'reviewed',
      history: [
        { to: 'new', at: LONG_AGO() },
        { to: 'reviewed', at: LONG_AGO() },
      ],
    });
    await run();
    expect((await applicationRow(recent.id)).erased_at).toBeNull();
    expect(await applicationRow(waiting.documentId)).toMatchObject({ full_name: waiting.full_name, erased_at: null });
  });

  it('is idempotent and safe when two instances run at once: each application is erased and recorded once', async () => {
    const candidates = [await rejectedCandidate('twice-a'), await rejectedCandidate('twice-b')];
    const [first, second] = await withSettings(server.strapi, server.load, LONGEST, () =>
      Promise.all([
        retention.runRetention(server.strapi, privateStore(server)),
        retention.runRetention(server.strapi, privateStore(server)),
      ]),
    );
    expect((first?.applications ?? 0) + (second?.applications ?? 0)).toBeGreaterThanOrEqual(2);
    for (const candidate of candidates) expect(await recordsOf(candidate.id)).toHaveLength(1);
    const again = await run();
    expect(again.applications).toBe(0);
    for (const candidate of candidates) expect(await recordsOf(candidate.id)).toHaveLength(1);
  });

  it('erases onboarding documents and details after the period, keeping what HR needs', async () => {
    const employee = await makeHiredEmployee(server, { tag: 'retention', onboarded: true });
    await server.strapi.db
      .query(EMPLOYEE)
      .update({ where: { documentId: employee.documentId }, data: { onboarding_completed_at: LONG_AGO() } });
    const store = privateStore(server);
    const documents = Object.values(employee.documents ?? {});
    expect(documents).toHaveLength(3);
    for (const document of documents) expect(await store.exists(document.key)).toBe(true);

    const result = await run();
    expect(result.onboardings).toBeGreaterThanOrEqual(1);
    const row = (await server.strapi.db
      .query(EMPLOYEE)
      .findOne({ where: { documentId: employee.documentId } })) as Record<string, unknown>;
    expect(row).toMatchObject({
      email: employee.email,
      first_name: 'Noor',
      cpr_number: null,
      iban: null,
      home_address: null,
      birthdate: null,
      cpr_document_url: null,
      passport_document_url: null,
      certificates_url: null,
    });
    expect(row.personal_data_erased_at).not.toBeNull();
    for (const document of documents) expect(await store.exists(document.key)).toBe(false);
    const [record] = await recordsOf(employee.documentId);
    expect(record).toMatchObject({ rule: 'retention_onboarding', subject_type: 'hired-employee', files_deleted: 3 });
    expect(JSON.stringify(record)).not.toContain(employee.cpr);
  });

  it('deletes audit entries older than their period, records how many, and notes the run in the log', async () => {
    const audit = server.strapi.db.query('api::audit-event.audit-event');
    const old = await audit.create({
      data: { action: 'sign_out', entity_type: 'admin-user', entity_id: 'retention-old', occurred_at: LONG_AGO() },
    });
    const recent = await audit.create({
      data: { action: 'sign_out', entity_type: 'admin-user', entity_id: 'retention-recent', occurred_at: new Date() },
    });
    const result = await run();
    expect(result.auditEntries).toBeGreaterThanOrEqual(1);
    expect(await audit.findOne({ where: { id: old.id } })).toBeNull();
    expect(await audit.findOne({ where: { id: recent.id } })).not.toBeNull();
    const record = await server.strapi.db
      .query(RECORD)
      .findOne({ where: { rule: 'retention_audit' }, orderBy: { id: 'desc' } });
    expect(record).toMatchObject({ subject_type: 'audit-event', entries_deleted: result.auditEntries });
    const line = await audit.findOne({ where: { action: 'privacy.retention_run' }, orderBy: { id: 'desc' } });
    expect(line.details).toMatchObject({ audit_entries: result.auditEntries });
  });

  it('runs once a day from its schedule, whichever instance asks first', async () => {
    const candidate = await rejectedCandidate('scheduled');
    const queue = server.load<JobQueue>('platform/engine/queue/job-queue');
    // A child CMS with its worker on (another file's, on this database) may have run today's already.
    await server.strapi.db.connection('background_jobs').where({ kind: retention.RETENTION_RUN_JOB }).delete();
    await retention.RETENTION_SCHEDULE.run(server.strapi);
    await retention.RETENTION_SCHEDULE.run(server.strapi);
    const jobs = await server.strapi.db.connection('background_jobs').where({ kind: retention.RETENTION_RUN_JOB });
    expect(jobs).toHaveLength(1);
    await withSettings(server.strapi, server.load, LONGEST, () =>
      queue.runDueJobs(server.strapi, {
        workerId: 'test',
        limit: 1,
        leaseMs: 60_000,
        retryBaseMs: 0,
        ids: [jobs[0].id],
      }),
    );
    expect(await server.strapi.db.connection('background_jobs').where({ id: jobs[0].id }).first()).toMatchObject({
      status: 'succeeded',
    });
    expect(await applicationRow(candidate.id)).toMatchObject({ full_name: messages.privacy.erasedCandidate });
  });
});

describe('the dashboard after erasure', () => {
  it('shows the same figures for a posting whose rejected candidates were erased', async () => {
    const analyst = await signIn(server, await adminWithFlags(server, ['view_analytics']));
    const posting = await accountantPosting(server);
    const at = (days: number) => new Date(LONG_AGO().getTime() + days * 86_400_000);
    const made = [];
    for (const [index, path] of [
      ['new', 'reviewed', 'rejected'],
      ['new', 'reviewed', 'shortlisted', 'interviewed', 'rejected'],
      ['new', 'rejected'],
      ['new', 'reviewed', 'shortlisted'],
    ].entries()) {
      made.push(
        await makePostingApplication(server, {
          postingId: posting.documentId,
          createdAt: at(index),
          status: path.at(-1) as 'rejected',
          ai_score: 50 + index * 10,
          history: path.map((to, step) => ({ to: to as 'new', at: at(index + step * 2) })),
        }),
      );
    }
    const metrics = async () => {
      const answer = await getJson(server, `/api/backoffice/dashboard/metrics?job_posting_id=${posting.documentId}`, {
        headers: { cookie: analyst },
      });
      expect(answer.status).toBe(200);
      const { generated_at: _generated, top_applicants: top, ...figures } = answer.body as DashboardMetrics;
      return { figures, top };
    };
    const before = await metrics();
    const result = await run();
    expect(result.applications).toBeGreaterThanOrEqual(3);
    const after = await metrics();
    expect(after.figures).toEqual(before.figures);
    expect(before.figures.tiles.total_applications).toBe(4);
    // The top applicants list people, so an erased candidate leaves it.
    expect(after.top.map((applicant) => applicant.id)).toEqual([made[3]?.documentId]);
  });
});

describe('Settings → Retention', () => {
  it('saves the periods within their ranges, for admins who manage settings only', async () => {
    const save = (body: unknown, cookie = recruiter) =>
      postJson(server, '/api/backoffice/settings', body, cookie, 'PUT');
    const tooShort = await save({ retention_audit_months: 1 });
    expect(tooShort.status).toBe(400);
    expect((tooShort.body as { error?: { message?: string } }).error?.message).toMatch(
      /^Keep audit log entries for \(months\): /,
    );
    const other = await signIn(server, await adminWithFlags(server, ['manage_applications']));
    expect((await save({ retention_rejected_months: 6 }, other)).status).toBe(403);
    // Put back as stored before, also when an expectation fails.
    await withSettings(server.strapi, server.load, { retention_rejected_months: 12 }, async () => {
      expect((await save({ retention_rejected_months: 6 })).status).toBe(200);
      const read = await getJson(server, '/api/backoffice/settings', { headers: { cookie: recruiter } });
      expect(read.body).toMatchObject({ data: { retention_rejected_months: 6, retention_onboarding_days: 90 } });
    });
  });
});
