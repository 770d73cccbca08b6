import { createHash } from 'node:crypto';
import { companyToday, messages } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import {
  createAdmin,
  deliverMail,
  postJson,
  signedInRecruiter,
  signIn,
  type TestAdmin,
} from '../support/admin-session';
import { adminWithFlags } from '../support/custom-role';
import { withTemplateActive } from '../support/email-templates';
import { makePosting } from '../support/factories';
import { listedApplication } from '../support/listed-applications';
import { whileRefusing } from '../support/refuse-writes';
import { withSettings } from '../support/settings';
import { testServer } from '../support/test-server';

// Hire Candidate as the detail dialog calls it: the hire, the hired employee with
// a private onboarding link stored only as its hash, the application hired, and the congratulations
// e-mail carrying the link; all in one transaction or nothing. Then Change Status to hired, which
// must mail a link that works although no link can be read back from the database.

type Engine = typeof import('../../src/platform/engine');

const DAY = 86_400_000;
// The server's PUBLIC_URL (the test server leaves it at its default): onboarding links are built from it,
// never from the website_url setting, which the hires below point at a look-alike host.
const SITE = 'http://localhost:1337';
const LOOK_ALIKE = 'https://careers-example.evil.test';
let recruiter: TestAdmin;
let cookie: string;

const server = await testServer();
({ admin: recruiter, cookie } = await signedInRecruiter(server));

type Answer = {
  status: number;
  body: {
    data?: Record<string, unknown>;
    message?: string;
    email_sent?: boolean;
    hiring_email?: string;
    error?: { message: string; details?: { errors?: { path: string[]; message: string }[] } };
  };
};

const inDays = (days: number) => companyToday(new Date(Date.now() + days * DAY));
const validForm = (overrides: Record<string, unknown> = {}) => ({
  start_date: inDays(20),
  salary_amount: '1250.50',
  department: 'Finance',
  ...overrides,
});
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The hire as the dialog sends it, while a settings admin has pointed website_url elsewhere. */
const hire = (id: string, form: Record<string, unknown>, as = cookie) =>
  withSettings(server.strapi, server.load, { website_url: `${LOOK_ALIKE}/` }, () =>
    postJson(server, `/api/backoffice/applications/${id}/hire`, form, as),
  ) as Promise<unknown> as Promise<Answer>;
const setStatus = (id: string, status: string) =>
  withSettings(server.strapi, server.load, { website_url: LOOK_ALIKE }, () =>
    postJson(server, `/api/backoffice/applications/${id}/status`, { status, source: 'detail' }, cookie),
  ) as Promise<unknown> as Promise<Answer>;

const ofApplication = (id: string) => ({ application: { documentId: id } });
const application = (id: string) =>
  server.strapi.db
    .query('api::application.application')
    .findOne({ where: { documentId: id }, populate: { hire: { select: ['documentId'] } } });
const hires = (id: string) =>
  server.strapi.db.query('api::hire.hire').findMany({
    where: ofApplication(id),
    populate: { job_posting: { select: ['documentId'] }, hired_by: { select: ['documentId'] } },
  });
const employees = (id: string) =>
  server.strapi.db.query('api::hired-employee.hired-employee').findMany({
    where: ofApplication(id),
    populate: { hire: { select: ['documentId'] }, application: { select: ['documentId'] } },
  });
const events = (id: string) =>
  server.strapi.db
    .query('api::application-status-event.application-status-event')
    .findMany({ where: ofApplication(id), orderBy: { id: 'asc' } });
const audits = (id: string) =>
  server.strapi.db
    .query('api::audit-event.audit-event')
    .findMany({ where: { entity_type: 'application', entity_id: id }, orderBy: { id: 'asc' } });
const outbox = (id: string) =>
  server.strapi.db
    .query('api::outbox-message.outbox-message')
    .findMany({ where: { application_id: id, template_key: 'hiring_congratulations' }, orderBy: { id: 'asc' } });

/** The tokens of the onboarding links mailed to `email`, oldest first. */
function mailedTokens(email: string): string[] {
  return server.smtp.to(email).flatMap((mail) => {
    const found = new RegExp(`${SITE.replace(/\./g, '\\.')}/onboarding/([\\w-]+)`).exec(mail.html);
    return found?.[1] ? [found[1]] : [];
  });
}

/** Every run of token characters in `text` whose SHA-256 is `hash`: the clear token, if it is there. */
function tokensIn(text: string, hash: string): string[] {
  const runs = text.match(/[\w-]{43,}/g) ?? [];
  return runs.flatMap((run) =>
    Array.from({ length: run.length - 42 }, (_, at) => run.slice(at, at + 43)).filter((part) => sha256(part) === hash),
  );
}

/** Nothing of a hire exists for the application: no hire, employee, status change, trail or e-mail. */
async function expectNothingWritten(id: string, status: string) {
  expect(await hires(id)).toHaveLength(0);
  expect(await employees(id)).toHaveLength(0);
  expect(await application(id)).toMatchObject({ status, hired: false, hire: null });
  expect(await events(id)).toHaveLength(0);
  expect(await audits(id)).toHaveLength(0);
  expect(await outbox(id)).toHaveLength(0);
}

describe('Hire Candidate', () => {
  it('writes the hire, the hired employee, the hired application and mails the onboarding link', async () => {
    const posting = await makePosting(server);
    const candidate = await listedApplication(server, {
      status: 'interviewed',
      full_name: 'Mariam Abdulla Al Khalifa',
      posting: posting.documentId,
    });
    const response = await hire(candidate.documentId, validForm());
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      message: messages.hiring.hireSucceeded,
      email_sent: true,
      data: { id: candidate.documentId, status: 'hired', hired: true },
    });

    const [made, ...moreHires] = await hires(candidate.documentId);
    expect(moreHires).toHaveLength(0);
    expect(made).toMatchObject({
      status: 'pending_start',
      start_date: inDays(20),
      salary_currency: 'BHD',
      salary_frequency: 'annual',
      employment_type: 'full-time',
      department: 'Finance',
      job_posting: { documentId: posting.documentId },
      hired_by: { documentId: recruiter.documentId },
    });
    expect(Number(made.salary_amount)).toBe(1250.5);
    expect(await application(candidate.documentId)).toMatchObject({
      status: 'hired',
      hired: true,
      hire: { documentId: made.documentId },
    });
    expect((await events(candidate.documentId)).map((event) => [event.from_status, event.to_status])).toEqual([
      ['interviewed', 'hired'],
    ]);
    expect((await audits(candidate.documentId)).map((line) => [line.action, line.actor_email])).toEqual([
      ['application.hired', recruiter.email],
    ]);

    const [employee, ...moreEmployees] = await employees(candidate.documentId);
    expect(moreEmployees).toHaveLength(0);
    const recruiterRow = await server.strapi.db
      .query('api::admin-user.admin-user')
      .findOne({ where: { documentId: recruiter.documentId } });
    expect(employee).toMatchObject({
      application: { documentId: candidate.documentId },
      hire: { documentId: made.documentId },
      email: candidate.email,
      first_name: 'Mariam',
      last_name: 'Abdulla Al Khalifa',
      hired_by: recruiterRow.full_name,
      onboarding_completed: false,
    });
    expect(employee.hired_date).toBeTruthy();

    // The link is mailed once, in the clear; the database holds only its SHA-256 hash, and the sent
    // message keeps no copy of it.
    await deliverMail(server);
    const [token, ...moreTokens] = mailedTokens(candidate.email);
    expect(moreTokens).toHaveLength(0);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(employee.onboarding_token).not.toBe(token);
    expect(employee.onboarding_token).toBe(sha256(String(token)));
    const mail = server.smtp.to(candidate.email).at(-1);
    expect(mail?.html).toContain(`href="${SITE}/onboarding/${token}"`);
    expect(mail?.html).not.toContain(`${LOOK_ALIKE}/onboarding`);
    const startDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    expect(mail?.text).toContain(startDate.format(new Date(`${inDays(20)}T12:00:00Z`)));
    const [message] = await outbox(candidate.documentId);
    expect(message?.status).toBe('sent');
    for (const stored of [message?.html_body, message?.text_body, message?.redact_values]) {
      expect(String(stored)).not.toContain(String(token));
    }
  });

  it('mails a candidate who applied in Arabic the Arabic onboarding page, in Arabic, and so does a new link', async () => {
    const candidate = await listedApplication(server, {
      status: 'interviewed',
      full_name: 'مريم عبدالله',
      candidate_language: 'ar',
    });
    expect((await hire(candidate.documentId, validForm())).status).toBe(200);
    await deliverMail(server);
    const arabicLinks = () =>
      server.smtp.to(candidate.email).flatMap((mail) => {
        const found = new RegExp(`href="${SITE.replace(/\./g, '\\.')}/ar/onboarding/([\\w-]+)"`).exec(mail.html);
        return found?.[1] ? [found[1]] : [];
      });
    const [token] = arabicLinks();
    const [employee] = await employees(candidate.documentId);
    expect(employee?.onboarding_token).toBe(sha256(String(token)));
    const mail = server.smtp.to(candidate.email).at(-1);
    expect(mail?.subject).toContain('مرحبًا بك في');
    expect(mail?.html).toContain('dir="rtl"');
    // The start date with an Arabic month name and Western digits, as is usual in Bahrain.
    const [year, month, day] = inDays(20).split('-').map(Number);
    const ARABIC_MONTHS = [
      'يناير',
      'فبراير',
      'مارس',
      'أبريل',
      'مايو',
      'يونيو',
      'يوليو',
      'أغسطس',
      'سبتمبر',
      'أكتوبر',
      'نوفمبر',
      'ديسمبر',
    ];
    expect(mail?.text).toContain(`${day} ${ARABIC_MONTHS[Number(month) - 1]} ${year}`);

    // Send New Onboarding Link keeps the candidate's language.
    const again = await postJson(
      server,
      `/api/backoffice/hired-staff/${employee?.documentId}/onboarding-link`,
      {},
      cookie,
    );
    expect(again.status).toBe(200);
    await deliverMail(server);
    const [, second] = arabicLinks();
    expect(second).toMatch(/^[\w-]{43}$/);
    expect((await employees(candidate.documentId))[0]?.onboarding_token).toBe(sha256(String(second)));
  });

  it('refuses a second hire of the same application', async () => {
    const candidate = await listedApplication(server, { status: 'shortlisted' });
    expect((await hire(candidate.documentId, validForm())).status).toBe(200);
    const again = await hire(candidate.documentId, validForm({ department: 'Sales' }));
    expect(again.status).toBe(400);
    expect(again.body.error?.message).toBe(messages.applications.candidateHired);
    expect(await hires(candidate.documentId)).toHaveLength(1);
    expect(await employees(candidate.documentId)).toHaveLength(1);
    expect(await outbox(candidate.documentId)).toHaveLength(1);
  });

  it('writes nothing when a write fails mid-way: the employee or the e-mail', async () => {
    for (const table of ['hired_employees', 'email_outbox']) {
      const candidate = await listedApplication(server, { status: 'interviewed' });
      const response = await whileRefusing(server, { table, event: 'INSERT' }, () =>
        hire(candidate.documentId, validForm()),
      );
      expect(response.status, table).toBe(500);
      await expectNothingWritten(candidate.documentId, 'interviewed');
    }
  });

  it('refuses bad input with each field’s problem, writing nothing', async () => {
    const candidate = await listedApplication(server, { status: 'interviewed' });
    const empty = await hire(candidate.documentId, {});
    expect(empty.status).toBe(400);
    const fields = (empty.body.error?.details?.errors ?? []).map((problem) => problem.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['start_date', 'salary_amount', 'department']));

    const refusals: [Record<string, unknown>, string | null][] = [
      [validForm({ start_date: inDays(-1) }), messages.validation.dateNotInPast],
      [validForm({ salary_amount: '' }), messages.validation.amountRequired],
      [validForm({ salary_amount: '12.345' }), messages.validation.atMostTwoDecimals],
      [validForm({ department: '  ' }), messages.validation.required],
      [validForm({ salary_currency: 'XYZ' }), null],
      [validForm({ employment_type: 'freelance' }), null],
      [validForm({ salary_frequency: 'weekly' }), null],
      // Server-owned fields cannot be sent.
      [validForm({ status: 'started' }), null],
    ];
    for (const [form, message] of refusals) {
      const refused = await hire(candidate.documentId, form);
      expect(refused.status, JSON.stringify(form)).toBe(400);
      if (message) expect(refused.body.error?.message, JSON.stringify(form)).toBe(message);
    }
    await expectNothingWritten(candidate.documentId, 'interviewed');
  });

  it('is refused without manage_applications', async () => {
    const candidate = await listedApplication(server, { status: 'interviewed' });
    const analyst = await signIn(server, await adminWithFlags(server, ['view_analytics', 'manage_jobs']));
    expect((await hire(candidate.documentId, validForm(), analyst)).status).toBe(403);
    const viewer = await signIn(server, await createAdmin(server, 'viewer'));
    expect((await hire(candidate.documentId, validForm(), viewer)).status).toBe(403);
    await expectNothingWritten(candidate.documentId, 'interviewed');
  });

  it('keeps the hire when only its e-mail cannot go (template off) and says so', async () => {
    const candidate = await listedApplication(server, { status: 'interviewed' });
    const response = await withTemplateActive(server, 'hiring_congratulations', false, () =>
      hire(candidate.documentId, validForm()),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email_sent: false, message: messages.applications.statusHiredEmailFailed });
    const [employee] = await employees(candidate.documentId);
    const [message, ...more] = await outbox(candidate.documentId);
    expect(more).toHaveLength(0);
    expect(message?.status).toBe('cancelled');
    // The message will never go: the clear token (whose hash the employee keeps) is nowhere in its row.
    expect(tokensIn(JSON.stringify(message), employee.onboarding_token)).toEqual([]);
  });
});

describe('Change Status to hired', () => {
  it('mails a new link when the last could not go; the old link stops working; never twice', async () => {
    const candidate = await listedApplication(server, { status: 'interviewed' });
    await withTemplateActive(server, 'hiring_congratulations', false, () => hire(candidate.documentId, validForm()));
    const [before] = await employees(candidate.documentId);
    // As if the first e-mail had gone out and failed every try: ops could requeue it.
    const [first] = await outbox(candidate.documentId);
    await server.strapi.db
      .query('api::outbox-message.outbox-message')
      .update({ where: { id: first.id }, data: { status: 'failed', attempts: 5 } });

    // The recruiter switches the template back on and sets hired again: a fresh link replaces the old.
    await setStatus(candidate.documentId, 'reviewed');
    const again = await setStatus(candidate.documentId, 'hired');
    expect(again.body).toMatchObject({ hiring_email: 'queued', message: messages.applications.statusHiredEmailSent });
    const [after, ...more] = await employees(candidate.documentId);
    expect(more).toHaveLength(0);
    expect(after.onboarding_token).not.toBe(before.onboarding_token);
    await deliverMail(server);
    const [token, ...moreTokens] = mailedTokens(candidate.email);
    expect(moreTokens).toHaveLength(0);
    expect(after.onboarding_token).toBe(sha256(String(token)));
    // The old link's e-mail can no longer be requeued.
    expect((await outbox(candidate.documentId)).map((message) => message.status)).toEqual(['cancelled', 'sent']);
    const { requeueFailedMessage } = server.load<Engine>('platform/engine');
    expect(await requeueFailedMessage(server.strapi, first.id)).toBe(false);

    // Its e-mail went: hired once more keeps that link and sends nothing.
    await setStatus(candidate.documentId, 'reviewed');
    expect((await setStatus(candidate.documentId, 'hired')).body).toMatchObject({ hiring_email: 'queued' });
    await deliverMail(server);
    expect(mailedTokens(candidate.email)).toEqual([token]);
    expect((await employees(candidate.documentId))[0]?.onboarding_token).toBe(after.onboarding_token);
  });

  it('gives a hire without its employee one, with a link, in the same change', async () => {
    const candidate = await listedApplication(server, { status: 'shortlisted' });
    await server.strapi.documents('api::hire.hire').create({
      data: {
        application: { documentId: candidate.documentId },
        start_date: inDays(30),
        hired_date: new Date().toISOString(),
        salary_amount: 900,
        salary_currency: 'BHD',
        salary_frequency: 'monthly',
        employment_type: 'full-time',
        department: 'Operations',
        status: 'pending_start',
      },
    });
    const refused = await whileRefusing(server, { table: 'email_outbox', event: 'INSERT' }, () =>
      setStatus(candidate.documentId, 'hired'),
    );
    expect(refused.status).toBe(500);
    expect(await employees(candidate.documentId)).toHaveLength(0);
    expect((await application(candidate.documentId)).status).toBe('shortlisted');

    expect((await setStatus(candidate.documentId, 'hired')).body).toMatchObject({ hiring_email: 'queued' });
    const [employee] = await employees(candidate.documentId);
    expect(employee).toMatchObject({ email: candidate.email, onboarding_completed: false });
    await deliverMail(server);
    const [token] = mailedTokens(candidate.email);
    expect(employee.onboarding_token).toBe(sha256(String(token)));
  });

  it('sends nothing to an employee who finished onboarding', async () => {
    const candidate = await listedApplication(server, { status: 'interviewed' });
    await hire(candidate.documentId, validForm());
    await deliverMail(server);
    const [employee] = await employees(candidate.documentId);
    await server.strapi.db
      .query('api::hired-employee.hired-employee')
      .update({ where: { id: employee.id }, data: { onboarding_completed: true } });
    await setStatus(candidate.documentId, 'reviewed');
    const again = await setStatus(candidate.documentId, 'hired');
    expect(again.body.hiring_email).toBeUndefined();
    expect(again.body.message).toBe(messages.applicationActions.statusUpdated);
    expect(await outbox(candidate.documentId)).toHaveLength(1);
  });
});
