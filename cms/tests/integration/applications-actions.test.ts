import { companyToday, messages, shortlistAnswerSchema } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { createAdmin, deliverMail, postJson, signIn } from '../support/admin-session';
import { adminWithFlags } from '../support/custom-role';
import { withTemplateActive } from '../support/email-templates';
import { makePosting } from '../support/factories';
import { listedApplication } from '../support/listed-applications';
import { getJson, testServer } from '../support/test-server';

// The application actions as the list and the detail dialog call them: each answer, and what each
// leaves behind — the row, its status event, its audit line and its e-mail.

type Audit = typeof import('../../src/domain/auth/audit');

const DAY = 86_400_000;

const server = await testServer();
const recruiter = await createAdmin(server, 'recruiter');
const cookie = await signIn(server, recruiter);

const row = (id: string) =>
  server.strapi.db.query('api::application.application').findOne({ where: { documentId: id } });
const events = (id: string) =>
  server.strapi.db.query('api::application-status-event.application-status-event').findMany({
    where: { application: { documentId: id } },
    populate: { changed_by: { select: ['documentId'] } },
    orderBy: { id: 'asc' },
  });
const audits = (id: string) =>
  server.strapi.db.query('api::audit-event.audit-event').findMany({
    where: { entity_type: 'application', entity_id: id },
    orderBy: { id: 'asc' },
  });
const outbox = (id: string, templateKey: string) =>
  server.strapi.db
    .query('api::outbox-message.outbox-message')
    .findMany({ where: { application_id: id, template_key: templateKey }, orderBy: { id: 'asc' } });
const post = (path: string, body: unknown, as = cookie) =>
  postJson(server, `/api/backoffice/applications${path}`, body, as);

/** A hire with its onboarding link: what the congratulations e-mail needs besides the application. */
async function hireDetails(applicationId: string) {
  await server.strapi.db.query('api::hire.hire').create({
    data: {
      application: (await row(applicationId)).id,
      start_date: '2027-01-10',
      hired_date: new Date(),
      salary_amount: 900,
      department: 'Finance',
    },
  });
  await server.strapi.db.query('api::hired-employee.hired-employee').create({
    data: {
      application: (await row(applicationId)).id,
      email: 'new.hire@example.com',
      hired_date: new Date(),
      onboarding_token: `token${Date.now()}${Math.random().toString(36).slice(2)}`,
      onboarding_completed: false,
    },
  });
}

describe('Change Status', () => {
  it('from the list: archives rejected and hired, brings other statuses back, with event and audit', async () => {
    const { documentId } = await listedApplication(server, { status: 'new' });
    const answer = await post(`/${documentId}/status`, { status: 'rejected', source: 'list' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      data: { id: documentId, status: 'rejected', is_archived: true },
      message: messages.applicationActions.statusUpdated,
    });
    expect(await row(documentId)).toMatchObject({ status: 'rejected', is_archived: true });
    const back = await post(`/${documentId}/status`, { status: 'reviewed', source: 'list' });
    expect(back.body).toMatchObject({ data: { status: 'reviewed', is_archived: false } });
    const history = await events(documentId);
    expect(history.map((event) => [event.from_status, event.to_status])).toEqual([
      ['new', 'rejected'],
      ['rejected', 'reviewed'],
    ]);
    expect(history[0]?.changed_by?.documentId).toBe(recruiter.documentId);
    expect((await audits(documentId)).map((line) => [line.action, line.actor_email])).toEqual([
      ['application.status_changed', recruiter.email],
      ['application.status_changed', recruiter.email],
    ]);
  });

  it('refuses pending from the list; the detail dialog sets any of the seven and keeps the archive', async () => {
    const { documentId } = await listedApplication(server, { status: 'rejected', is_archived: true });
    const refused = await post(`/${documentId}/status`, { status: 'pending', source: 'list' });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe(messages.applicationActions.pendingNotInList);
    const detail = await post(`/${documentId}/status`, { status: 'pending', source: 'detail' });
    expect(detail.body).toMatchObject({ data: { status: 'pending', is_archived: true } });
    for (const body of [{ status: 'fired', source: 'list' }, { status: 'new' }, { status: 'new', source: 'x' }]) {
      expect((await post(`/${documentId}/status`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await post('/zzzzzzzzzzzzzzzzzzzzzzzz/status', { status: 'new', source: 'list' })).status).toBe(404);
  });

  it('hired queues the congratulations e-mail in the same change and says so', async () => {
    const posting = await makePosting(server);
    const candidate = await listedApplication(server, { status: 'shortlisted', posting: posting.documentId });
    await hireDetails(candidate.documentId);
    const answer = await post(`/${candidate.documentId}/status`, { status: 'hired', source: 'list' });
    expect(answer.body).toMatchObject({
      data: { status: 'hired', is_archived: true },
      hiring_email: 'queued',
      message: messages.applications.statusHiredEmailSent,
    });
    expect((await outbox(candidate.documentId, 'hiring_congratulations')).map((email) => email.status)).toEqual([
      'pending',
    ]);
    await deliverMail(server);
    const mail = server.smtp.messages.find((message) => message.to.includes(candidate.email));
    expect(mail?.subject).toContain(candidate.full_name);
    // Only a hash of a link is stored: the e-mail carries a new link.
    expect(mail?.html).toMatch(/\/onboarding\/[\w-]{43}"/);

    // Hired, another status, hired again: one congratulations e-mail, not two.
    await post(`/${candidate.documentId}/status`, { status: 'reviewed', source: 'list' });
    const again = await post(`/${candidate.documentId}/status`, { status: 'hired', source: 'list' });
    expect(again.body).toMatchObject({ data: { status: 'hired' }, hiring_email: 'queued' });
    expect(await outbox(candidate.documentId, 'hiring_congratulations')).toHaveLength(1);
    await deliverMail(server);
    expect(server.smtp.messages.filter((message) => message.to.includes(candidate.email))).toHaveLength(1);
  });

  it('hired by status alone (no Hire Candidate) adds the employee and congratulates them, start date to be confirmed', async () => {
    const posting = await makePosting(server, { department: 'Treasury' });
    const candidate = await listedApplication(server, { status: 'interviewed', posting: posting.documentId });
    const answer = await post(`/${candidate.documentId}/status`, { status: 'hired', source: 'detail' });
    expect(answer.body).toMatchObject({
      data: { status: 'hired' },
      hiring_email: 'queued',
      message: messages.applications.statusHiredEmailSent,
    });
    // On Hired Staff, without a hire record, ready for a new link later.
    const employees = await server.strapi.db.query('api::hired-employee.hired-employee').findMany({
      where: { application: { documentId: candidate.documentId } },
      populate: { hire: { select: ['documentId'] } },
    });
    expect(employees).toEqual([
      expect.objectContaining({ email: candidate.email, onboarding_completed: false, hire: null }),
    ]);
    await deliverMail(server);
    const mail = server.smtp.messages.find((message) => message.to.includes(candidate.email));
    expect(mail?.html).toContain(`<strong>${messages.hiring.startDateToBeConfirmed}</strong>`);
    expect(mail?.html).toContain('our Treasury team');
    const token = /\/onboarding\/([\w-]{43})"/.exec(mail?.html ?? '')?.[1];
    expect((await getJson(server, `/api/onboarding/${String(token)}`)).status).toBe(200);
  });

  it('hired with the template switched off: the status stays, the answer says the e-mail failed', async () => {
    const { documentId } = await listedApplication(server, { status: 'interviewed' });
    await hireDetails(documentId);
    await withTemplateActive(server, 'hiring_congratulations', false, async () => {
      const answer = await post(`/${documentId}/status`, { status: 'hired', source: 'detail' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        data: { status: 'hired', is_archived: false },
        hiring_email: 'failed',
        message: messages.applications.statusHiredEmailFailed,
      });
    });
    expect((await outbox(documentId, 'hiring_congratulations')).map((email) => email.status)).toEqual(['cancelled']);
    expect(await row(documentId)).toMatchObject({ status: 'hired' });
  });
});

describe('Shortlist, Score Interview and rejection', () => {
  it('shortlists a selection, leaving one already shortlisted as it is', async () => {
    const first = await listedApplication(server, { status: 'new' });
    const second = await listedApplication(server, { status: 'shortlisted' });
    const answer = await post('/bulk/shortlist', { ids: [first.documentId, second.documentId] });
    expect(answer.status).toBe(200);
    expect(shortlistAnswerSchema.parse(answer.body)).toMatchObject({
      results: expect.arrayContaining([
        expect.objectContaining({ id: first.documentId, changed: true }),
        expect.objectContaining({ id: second.documentId, changed: false }),
      ]),
    });
    expect(await row(first.documentId)).toMatchObject({ status: 'shortlisted' });
    expect(await events(second.documentId)).toHaveLength(0);
    expect((await audits(first.documentId)).map((line) => line.action)).toEqual(['application.shortlisted']);
    const none = await post('/bulk/shortlist', { ids: [] });
    expect(none.status).toBe(400);
    expect(none.body.error?.message).toBe(messages.applications.noSelection);
  });

  it('saves a whole score 0 to 10 with feedback and sets interviewed', async () => {
    const { documentId } = await listedApplication(server, { status: 'shortlisted' });
    for (const body of [
      { score: 11, feedback: 'Strong' },
      { score: -1, feedback: 'Strong' },
      { score: 7.5, feedback: 'Strong' },
    ]) {
      const refused = await post(`/${documentId}/interview-score`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error?.message).toBe(messages.applications.scoreOutOfRange);
    }
    expect((await post(`/${documentId}/interview-score`, { score: 8, feedback: ' ' })).status).toBe(400);
    const answer = await post(`/${documentId}/interview-score`, { score: 8, feedback: 'Clear and structured' });
    expect(answer.body).toMatchObject({ data: { status: 'interviewed', interview_score: 8 } });
    expect(await row(documentId)).toMatchObject({ interview_feedback: 'Clear and structured' });
    // The record the detail dialog opens carries the feedback: Update Score starts from it.
    const opened = await getJson(server, `/api/backoffice/applications/${documentId}`, { headers: { cookie } });
    expect(opened.body).toMatchObject({ interview_score: 8, interview_feedback: 'Clear and structured' });
    expect((await audits(documentId)).map((line) => line.action)).toEqual(['application.interview_scored']);
    expect((await events(documentId)).map((event) => event.to_status)).toEqual(['interviewed']);
  });

  it('schedules the rejection e-mail at Bahrain wall time; a later status change cancels it', async () => {
    const { documentId } = await listedApplication(server, { status: 'reviewed' });
    const tomorrow = companyToday(new Date(Date.now() + DAY));
    for (const body of [{ date: '', time: '10:00' }, { date: tomorrow }, { date: '2020-01-01', time: '10:00' }]) {
      const refused = await post(`/${documentId}/rejection`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await post(`/${documentId}/rejection`, { date: tomorrow, time: '' })).body.error?.message).toBe(
      messages.applications.selectDateAndTime,
    );
    const answer = await post(`/${documentId}/rejection`, { date: tomorrow, time: '09:30' });
    const sendAt = new Date(`${tomorrow}T09:30:00+03:00`).toISOString();
    expect(answer.body).toMatchObject({
      data: { status: 'rejected', rejection_email_scheduled: sendAt },
      email_sent: true,
      message: messages.applicationActions.rejectionScheduled,
    });
    const [email] = await outbox(documentId, 'rejection');
    expect(email).toMatchObject({ status: 'pending' });
    expect(new Date(email.send_at).toISOString()).toBe(sendAt);

    await post(`/${documentId}/status`, { status: 'reviewed', source: 'detail' });
    expect((await outbox(documentId, 'rejection')).map((message) => message.status)).toEqual(['cancelled']);
    expect(await row(documentId)).toMatchObject({ status: 'reviewed', rejection_email_scheduled: null });

    // A CV download, as the CV routes record it.
    const { writeAudit } = server.load<Audit>('domain/auth/audit');
    await writeAudit(server.strapi, {
      action: 'application.cv_downloaded',
      actorId: recruiter.documentId,
      actorEmail: recruiter.email,
      entityType: 'application',
      entityId: documentId,
    });
    const timeline = await getJson(server, `/api/backoffice/applications/${documentId}/timeline`, {
      headers: { cookie },
    });
    expect(timeline.status).toBe(200);
    const entries = (timeline.body as { data: { kind: string; at: string }[] }).data;
    expect(entries.map((entry) => entry.at)).toEqual([...entries.map((entry) => entry.at)].sort().reverse());
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'status',
          from: 'reviewed',
          to: 'rejected',
          by: expect.stringContaining('Test recruiter'),
        }),
        expect.objectContaining({ kind: 'status', from: 'rejected', to: 'reviewed' }),
        expect.objectContaining({ kind: 'email', template_key: 'rejection', state: 'cancelled' }),
        expect.objectContaining({ kind: 'cv', action: 'downloaded', by: expect.stringContaining('Test recruiter') }),
      ]),
    );
  });

  it('rejected with the template switched off: the rejection stays, the answer says the e-mail failed and why', async () => {
    const { documentId } = await listedApplication(server, { status: 'reviewed' });
    const tomorrow = companyToday(new Date(Date.now() + DAY));
    await withTemplateActive(server, 'rejection', false, async () => {
      const answer = await post(`/${documentId}/rejection`, { date: tomorrow, time: '09:30' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        data: { status: 'rejected' },
        email_sent: false,
        message: messages.applications.statusUpdatedEmailFailed(
          'Not sent: the e-mail template "rejection" is inactive',
        ),
      });
    });
    expect((await outbox(documentId, 'rejection')).map((email) => email.status)).toEqual(['cancelled']);
    expect(await row(documentId)).toMatchObject({ status: 'rejected' });
  });

  it('rejects and changes an application whose document id begins with digits, like any other', async () => {
    // Strapi reads a relation given as a string that parses as a number as a row id: a document id
    // such as "7f3a…" (from a row written by SQL) must still be linked by its document id.
    const { documentId: made } = await listedApplication(server, { status: 'new' });
    const documentId = `7${made.slice(1)}`;
    await server.strapi.db
      .query('api::application.application')
      .update({ where: { documentId: made }, data: { documentId } });
    const tomorrow = companyToday(new Date(Date.now() + DAY));
    const answer = await post(`/${documentId}/rejection`, { date: tomorrow, time: '09:30' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ data: { id: documentId, status: 'rejected' } });
    expect((await outbox(documentId, 'rejection')).map((message) => message.status)).toEqual(['pending']);
    expect((await post(`/${documentId}/status`, { status: 'reviewed', source: 'detail' })).status).toBe(200);
    expect((await events(documentId)).map((event) => [event.from_status, event.to_status])).toEqual([
      ['new', 'rejected'],
      ['rejected', 'reviewed'],
    ]);
  });

  it('bulk reject rejects and archives each (the list’s rule) and sends its e-mail, answering per application', async () => {
    const first = await listedApplication(server, { status: 'new' });
    const second = await listedApplication(server, { status: 'reviewed' });
    const answer = await post('/bulk/reject', { ids: [first.documentId, second.documentId] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      results: [
        { id: first.documentId, ok: true },
        { id: second.documentId, ok: true },
      ],
    });
    await deliverMail(server);
    for (const candidate of [first, second]) {
      const rejected = await row(candidate.documentId);
      expect(rejected).toMatchObject({ status: 'rejected', is_archived: true });
      expect(rejected.archived_at).not.toBeNull();
      expect(await audits(candidate.documentId)).toContainEqual(
        expect.objectContaining({
          action: 'application.rejection_scheduled',
          details: expect.objectContaining({ is_archived: true }),
        }),
      );
      expect(server.smtp.messages.some((message) => message.to.includes(candidate.email))).toBe(true);
    }
    const gone = 'zzzzzzzzzzzzzzzzzzzzzzzz';
    await withTemplateActive(server, 'rejection', false, async () => {
      const third = await listedApplication(server, { status: 'new' });
      const partial = await post('/bulk/reject', { ids: [third.documentId, gone] });
      expect(partial.body).toEqual({
        results: [
          // The outbox's own reason stays in the server's log.
          { id: third.documentId, ok: false, error: messages.applicationActions.rejectionEmailNotQueued },
          { id: gone, ok: false, error: 'Not Found' },
        ],
      });
    });
  });
});

describe('bulk reject, once per rejection', () => {
  type BulkAnswer = { results: { id: string; ok: boolean; skipped?: true; error?: string }[] };
  // Made straight as rows, these candidates get no e-mail but their rejection.
  const rejectionsTo = (email: string) => server.smtp.to(email);

  it('skips an application already rejected, counting it as such: one e-mail per rejection', async () => {
    const candidate = await listedApplication(server, { status: 'reviewed' });
    const first = await post('/bulk/reject', { ids: [candidate.documentId] });
    expect(first.body).toEqual({ results: [{ id: candidate.documentId, ok: true }] });
    await deliverMail(server);
    const again = await post('/bulk/reject', { ids: [candidate.documentId] });
    expect(again.status).toBe(200);
    await deliverMail(server);
    expect(rejectionsTo(candidate.email)).toHaveLength(1);
    expect(again.body).toEqual({ results: [{ id: candidate.documentId, ok: true, skipped: true }] });
    expect((await events(candidate.documentId)).map((event) => event.to_status)).toEqual(['rejected']);
    expect(
      (await audits(candidate.documentId)).filter((line) => line.action === 'application.rejection_scheduled'),
    ).toHaveLength(1);
  });

  it('three at once with the same ids send each candidate exactly one e-mail', async () => {
    const candidates = await Promise.all(
      ['new', 'reviewed', 'shortlisted', 'interviewed'].map((status) =>
        listedApplication(server, { status: status as 'new' }),
      ),
    );
    const ids = candidates.map((candidate) => candidate.documentId);
    const answers = await Promise.all([1, 2, 3].map(() => post('/bulk/reject', { ids })));
    for (const answer of answers) expect(answer.status).toBe(200);
    await deliverMail(server);
    for (const candidate of candidates) {
      expect(rejectionsTo(candidate.email), candidate.email).toHaveLength(1);
      expect(await outbox(candidate.documentId, 'rejection')).toMatchObject([{ status: 'sent' }]);
      expect((await events(candidate.documentId)).map((event) => event.to_status)).toEqual(['rejected']);
    }
    for (const id of ids) {
      const outcomes = answers.map((answer) => (answer.body as BulkAnswer).results.find((result) => result.id === id));
      // One request rejected it; the others found it rejected and left it.
      expect(
        outcomes.filter((outcome) => outcome?.ok && !outcome.skipped),
        id,
      ).toHaveLength(1);
      expect(
        outcomes.filter((outcome) => outcome?.skipped),
        id,
      ).toHaveLength(2);
    }
  });

  it('keeps Resend Rejection Email an explicit action that sends another', async () => {
    const candidate = await listedApplication(server, { status: 'reviewed' });
    await post('/bulk/reject', { ids: [candidate.documentId] });
    await deliverMail(server);
    const resend = await post(`/${candidate.documentId}/rejection`, {
      date: companyToday(),
      time: '00:00',
    });
    expect(resend.status).toBe(200);
    await deliverMail(server);
    expect(rejectionsTo(candidate.email)).toHaveLength(2);
  });
});

describe('who may change applications', () => {
  it('asks for a session and manage_applications; others change nothing', async () => {
    const { documentId } = await listedApplication(server, { status: 'new' });
    const calls: [string, unknown][] = [
      [`/${documentId}/status`, { status: 'reviewed', source: 'list' }],
      ['/bulk/shortlist', { ids: [documentId] }],
      [`/${documentId}/interview-score`, { score: 5, feedback: 'Fine' }],
      [`/${documentId}/rejection`, { date: companyToday(new Date(Date.now() + DAY)), time: '10:00' }],
      ['/bulk/reject', { ids: [documentId] }],
    ];
    const viewer = await signIn(server, await createAdmin(server, 'viewer'));
    const noFlag = await signIn(server, await adminWithFlags(server, ['manage_jobs', 'view_analytics']));
    for (const [path, body] of calls) {
      expect((await postJson(server, `/api/backoffice/applications${path}`, body)).status, path).toBe(401);
      expect((await post(path, body, viewer)).status, path).toBe(403);
      expect((await post(path, body, noFlag)).status, path).toBe(403);
    }
    expect(await row(documentId)).toMatchObject({ status: 'new', interview_score: null });
    expect(await events(documentId)).toHaveLength(0);
    expect(await audits(documentId)).toHaveLength(0);
  });
});
