import { messages } from '@careers/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin } from '../support/admin-session';
import { makeApplication } from '../support/application-fixture';
import { applicationForm, openPosting, submitApplication } from '../support/apply-request';
import { whileRefusing } from '../support/refuse-writes';
import { type TestServer, useTestServer } from '../support/test-server';

type Changes = typeof import('../../src/domain/applications/changes');
type Schedules = typeof import('../../src/domain/applications/schedules');
type ChangeActor = import('../../src/domain/applications/changes').ChangeActor;

let server: TestServer;
let changes: Changes;
let schedules: Schedules;
let recruiter: TestAdmin;
let by: ChangeActor;

beforeAll(async () => {
  server = await useTestServer();
  changes = server.load<Changes>('domain/applications/changes');
  schedules = server.load<Schedules>('domain/applications/schedules');
  recruiter = await createAdmin(server, 'recruiter');
  by = { kind: 'admin', adminId: recruiter.documentId, email: recruiter.email, ip: '203.0.113.9' };
});

const DAY = 86_400_000;
const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

async function application(id: string) {
  return server.strapi.db.query('api::application.application').findOne({ where: { documentId: id } });
}

async function statusEvents(id: string) {
  return server.strapi.db.query('api::application-status-event.application-status-event').findMany({
    where: { application: { documentId: id } },
    populate: { changed_by: { select: ['documentId'] } },
    orderBy: { id: 'asc' },
  });
}

async function auditLines(id: string) {
  const rows = await server.strapi.db.query('api::audit-event.audit-event').findMany({
    where: { entity_type: 'application', entity_id: id },
    populate: { actor: { select: ['documentId'] } },
    orderBy: { id: 'asc' },
  });
  return rows.map((row) => ({ ...row, details: parse(row.details) }));
}

async function emails(id: string, templateKey: string) {
  return server.strapi.db
    .query('api::outbox-message.outbox-message')
    .findMany({ where: { application_id: id, template_key: templateKey }, orderBy: { id: 'asc' } });
}

/** What a change leaves: the row, its history, its audit and its e-mails, to compare before and after. */
async function trail(id: string) {
  const row = await application(id);
  return {
    row: { status: row.status, is_archived: Boolean(row.is_archived), interview_score: row.interview_score ?? null },
    events: (await statusEvents(id)).length,
    audit: (await auditLines(id)).length,
    emails: (
      await server.strapi.db.query('api::outbox-message.outbox-message').findMany({ where: { application_id: id } })
    ).map((email) => `${email.template_key}:${email.status}`),
  };
}

describe('Change Status', () => {
  it('writes the row with the list’s archive rule, the status event and the audit line', async () => {
    const { documentId } = await makeApplication(server, { status: 'new' });
    const [outcome] = await changes.changeApplicationStatus(server.strapi, { ids: [documentId], status: 'hired', by });
    expect(outcome).toMatchObject({ id: documentId, changed: true, from: 'new', to: 'hired' });
    const row = await application(documentId);
    expect(row).toMatchObject({ status: 'hired', is_archived: true });
    expect(row.archived_at).toBeTruthy();
    const [event] = await statusEvents(documentId);
    expect(event).toMatchObject({ from_status: 'new', to_status: 'hired' });
    expect(event.changed_by?.documentId).toBe(recruiter.documentId);
    const [audit] = await auditLines(documentId);
    expect(audit).toMatchObject({ action: 'application.status_changed', actor_email: recruiter.email });
    expect(audit.actor?.documentId).toBe(recruiter.documentId);
    expect(audit.details).toMatchObject({ from: 'new', to: 'hired', is_archived: true });

    // Any other status brings it back to the active list.
    await changes.changeApplicationStatus(server.strapi, { ids: [documentId], status: 'reviewed', by });
    expect(await application(documentId)).toMatchObject({ status: 'reviewed', is_archived: false, archived_at: null });
    expect(await statusEvents(documentId)).toHaveLength(2);
  });

  it('changes nothing and records nothing when the status is already set', async () => {
    const { documentId } = await makeApplication(server, { status: 'reviewed' });
    const before = await trail(documentId);
    const [outcome] = await changes.changeApplicationStatus(server.strapi, {
      ids: [documentId],
      status: 'reviewed',
      by,
    });
    expect(outcome?.changed).toBe(false);
    expect(await trail(documentId)).toEqual(before);
  });

  it('changes a bulk selection in one transaction: one failing part leaves every application as it was', async () => {
    const first = await makeApplication(server, { status: 'new' });
    const second = await makeApplication(server, { status: 'reviewed' });
    const before = [await trail(first.documentId), await trail(second.documentId)];
    await expect(
      whileRefusing(server, { table: 'audit_events', event: 'INSERT' }, () =>
        changes.changeApplicationStatus(server.strapi, {
          ids: [first.documentId, second.documentId],
          status: 'shortlisted',
          by,
        }),
      ),
    ).rejects.toThrow();
    expect([await trail(first.documentId), await trail(second.documentId)]).toEqual(before);

    const outcomes = await changes.changeApplicationStatus(server.strapi, {
      ids: [first.documentId, second.documentId],
      status: 'shortlisted',
      by,
    });
    expect(outcomes.map((outcome) => outcome.to)).toEqual(['shortlisted', 'shortlisted']);
  });

  it('refuses an unknown status, an empty selection and an application that does not exist', async () => {
    const { documentId } = await makeApplication(server);
    await expect(
      changes.changeApplicationStatus(server.strapi, { ids: [documentId], status: 'lost' as 'new', by }),
    ).rejects.toThrow();
    await expect(changes.changeApplicationStatus(server.strapi, { ids: [], status: 'new', by })).rejects.toThrow(
      messages.applications.noSelection,
    );
    await expect(
      changes.changeApplicationStatus(server.strapi, {
        ids: [documentId, 'nosuchapplication0000000'],
        status: 'reviewed',
        by,
      }),
    ).rejects.toThrow('Not Found');
    expect((await application(documentId)).status).toBe('new');
  });

  it('records only transitions that happened when two recruiters change one application at once', async () => {
    const { documentId } = await makeApplication(server, { status: 'new' });
    await Promise.all([
      changes.changeApplicationStatus(server.strapi, { ids: [documentId], status: 'shortlisted', by }),
      changes.changeApplicationStatus(server.strapi, { ids: [documentId], status: 'rejected', by }),
    ]);
    const events = await statusEvents(documentId);
    expect(events).toHaveLength(2);
    expect(events[0]?.from_status).toBe('new');
    expect(events[1]?.from_status).toBe(events[0]?.to_status);
    expect((await application(documentId)).status).toBe(events[1]?.to_status);
  });
});

describe('rejection e-mails', () => {
  it('Reject & Email sets rejected, records the time and queues the e-mail for it, with its trail', async () => {
    const { documentId, email } = await makeApplication(server, { status: 'interviewed' });
    const sendAt = changes.rejectionTimeFromForm({ date: '2099-03-01', time: '09:30' });
    expect(sendAt.toISOString()).toBe('2099-03-01T06:30:00.000Z');
    await changes.scheduleRejectionEmails(server.strapi, { ids: [documentId], sendAt, by });
    const row = await application(documentId);
    expect(row.status).toBe('rejected');
    expect(new Date(row.rejection_email_scheduled).toISOString()).toBe(sendAt.toISOString());
    expect(await statusEvents(documentId)).toMatchObject([{ from_status: 'interviewed', to_status: 'rejected' }]);
    expect((await auditLines(documentId)).map((line) => line.action)).toEqual(['application.rejection_scheduled']);
    const [message] = await emails(documentId, 'rejection');
    expect(message).toMatchObject({ status: 'pending', recipient: email });
    expect(new Date(message.send_at).toISOString()).toBe(sendAt.toISOString());
  });

  it('Reject & Email writes nothing when its e-mail cannot be written', async () => {
    const { documentId } = await makeApplication(server, { status: 'reviewed' });
    const before = await trail(documentId);
    await expect(
      whileRefusing(server, { table: 'email_outbox', event: 'INSERT' }, () =>
        changes.scheduleRejectionEmails(server.strapi, { ids: [documentId], sendAt: new Date(Date.now() + DAY), by }),
      ),
    ).rejects.toThrow();
    expect(await trail(documentId)).toEqual(before);
  });

  it('leaving "rejected" cancels the waiting rejection e-mail in the same transaction', async () => {
    const { documentId } = await makeApplication(server, { status: 'reviewed' });
    await changes.scheduleRejectionEmails(server.strapi, { ids: [documentId], sendAt: new Date(Date.now() + DAY), by });

    // A failing part of the change keeps the e-mail waiting and the application rejected.
    const before = await trail(documentId);
    await expect(
      whileRefusing(server, { table: 'application_status_events', event: 'INSERT' }, () =>
        changes.changeApplicationStatus(server.strapi, { ids: [documentId], status: 'shortlisted', by }),
      ),
    ).rejects.toThrow();
    expect(await trail(documentId)).toEqual(before);
    expect((await emails(documentId, 'rejection'))[0]?.status).toBe('pending');

    await changes.changeApplicationStatus(server.strapi, { ids: [documentId], status: 'shortlisted', by });
    const [message] = await emails(documentId, 'rejection');
    expect(message).toMatchObject({ status: 'cancelled', last_error: changes.NO_LONGER_REJECTED });
    expect(await application(documentId)).toMatchObject({ status: 'shortlisted', rejection_email_scheduled: null });
    expect((await auditLines(documentId)).map((line) => line.action)).toEqual([
      'application.rejection_scheduled',
      'application.rejection_cancelled',
      'application.status_changed',
    ]);
  });

  it('a resend replaces the rejection e-mail still waiting', async () => {
    const { documentId } = await makeApplication(server, { status: 'rejected' });
    await changes.scheduleRejectionEmails(server.strapi, { ids: [documentId], sendAt: new Date(Date.now() + DAY), by });
    await changes.scheduleRejectionEmails(server.strapi, {
      ids: [documentId],
      sendAt: new Date(Date.now() + 2 * DAY),
      by,
      now: new Date(Date.now() + 1000),
    });
    expect((await emails(documentId, 'rejection')).map((message) => message.status)).toEqual(['cancelled', 'pending']);
    // Already rejected: no transition, so no status event.
    expect(await statusEvents(documentId)).toHaveLength(0);
  });

  it('the automatic rejection goes through the module: its e-mail and audit line, once', async () => {
    const { documentId } = await makeApplication(server, { status: 'reviewed' });
    const rejectedAt = new Date();
    await changes.changeApplicationStatus(server.strapi, {
      ids: [documentId],
      status: 'rejected',
      by,
      now: rejectedAt,
    });
    const afterDelay = new Date(rejectedAt.getTime() + 3 * DAY + 1000);
    await whileRefusing(server, { table: 'audit_events', event: 'INSERT' }, async () => {
      await expect(schedules.sendAutomaticRejections(server.strapi, afterDelay)).rejects.toThrow();
    });
    expect(await emails(documentId, 'rejection')).toHaveLength(0);

    await schedules.sendAutomaticRejections(server.strapi, afterDelay);
    await schedules.sendAutomaticRejections(server.strapi, afterDelay);
    const sent = await emails(documentId, 'rejection');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      status: 'pending',
      idempotency_key: `rejection:${documentId}:${rejectedAt.getTime()}`,
    });
    const automatic = (await auditLines(documentId)).filter(
      (line) => line.action === 'application.rejection_scheduled',
    );
    expect(automatic).toHaveLength(1);
    expect(automatic[0]?.details).toMatchObject({ automatic: true, by: 'automatic-rejection' });
  });
});

describe('archive', () => {
  it('auto-archive leaves an audit trail, changes no status and cancels nothing', async () => {
    const old = await makeApplication(server, { status: 'new', daysAgo: 91 });
    const oldRejected = await makeApplication(server, { status: 'reviewed', daysAgo: 95 });
    await changes.scheduleRejectionEmails(server.strapi, {
      ids: [oldRejected.documentId],
      sendAt: new Date(Date.now() + DAY),
      by,
    });
    const fresh = await makeApplication(server, { status: 'new', daysAgo: 10 });
    const freshBefore = await trail(fresh.documentId);

    // A failing audit write archives nothing.
    const before = await trail(old.documentId);
    await whileRefusing(server, { table: 'audit_events', event: 'INSERT' }, async () => {
      await expect(schedules.autoArchiveApplications(server.strapi)).rejects.toThrow();
    });
    expect(await trail(old.documentId)).toEqual(before);

    expect(await schedules.autoArchiveApplications(server.strapi)).toBeGreaterThanOrEqual(2);
    for (const { documentId } of [old, oldRejected]) {
      const row = await application(documentId);
      expect(row.is_archived).toBe(true);
      expect(row.archived_at).toBeTruthy();
      const archived = (await auditLines(documentId)).filter((line) => line.action === 'application.archived');
      expect(archived).toHaveLength(1);
      expect(archived[0]?.details).toMatchObject({ by: 'auto-archive' });
      expect(archived[0]?.actor).toBeNull();
    }
    expect((await application(old.documentId)).status).toBe('new');
    expect(await statusEvents(old.documentId)).toHaveLength(0);
    expect((await application(oldRejected.documentId)).status).toBe('rejected');
    expect((await emails(oldRejected.documentId, 'rejection')).map((message) => message.status)).toEqual(['pending']);
    expect(await trail(fresh.documentId)).toEqual(freshBefore);
    expect(await schedules.autoArchiveApplications(server.strapi)).toBe(0);
  });

  it('archives and unarchives on request, each with its audit line', async () => {
    const { documentId } = await makeApplication(server);
    await changes.archiveApplications(server.strapi, { ids: [documentId], by });
    await changes.archiveApplications(server.strapi, { ids: [documentId], by });
    expect((await application(documentId)).is_archived).toBe(true);
    await changes.unarchiveApplications(server.strapi, { ids: [documentId], by });
    expect(await application(documentId)).toMatchObject({ is_archived: false, archived_at: null });
    expect((await auditLines(documentId)).map((line) => line.action)).toEqual([
      'application.archived',
      'application.unarchived',
    ]);
  });
});

describe('shortlist and interview score', () => {
  it('Shortlist sets shortlisted once, with its event and audit line', async () => {
    const { documentId } = await makeApplication(server, { status: 'reviewed' });
    await changes.shortlistApplications(server.strapi, { ids: [documentId], by });
    const [again] = await changes.shortlistApplications(server.strapi, { ids: [documentId], by });
    expect(again?.changed).toBe(false);
    expect(await statusEvents(documentId)).toMatchObject([{ from_status: 'reviewed', to_status: 'shortlisted' }]);
    expect((await auditLines(documentId)).map((line) => line.action)).toEqual(['application.shortlisted']);
  });

  it('saving an interview score sets interviewed, or saves nothing when its history cannot be written', async () => {
    const { documentId } = await makeApplication(server, { status: 'shortlisted' });
    await expect(
      changes.scoreInterview(server.strapi, {
        id: documentId,
        form: { interview_score: 11, interview_feedback: 'Strong' },
        by,
      }),
    ).rejects.toThrow(messages.applications.scoreOutOfRange);
    const before = await trail(documentId);
    await expect(
      whileRefusing(server, { table: 'application_status_events', event: 'INSERT' }, () =>
        changes.scoreInterview(server.strapi, {
          id: documentId,
          form: { interview_score: 8, interview_feedback: 'Strong' },
          by,
        }),
      ),
    ).rejects.toThrow();
    expect(await trail(documentId)).toEqual(before);

    await changes.scoreInterview(server.strapi, {
      id: documentId,
      form: { interview_score: 8, interview_feedback: 'Strong on IFRS' },
      by,
    });
    expect(await application(documentId)).toMatchObject({
      status: 'interviewed',
      interview_score: 8,
      interview_feedback: 'Strong on IFRS',
    });
    expect(await statusEvents(documentId)).toMatchObject([{ from_status: 'shortlisted', to_status: 'interviewed' }]);
    const [audit] = await auditLines(documentId);
    expect(audit).toMatchObject({ action: 'application.interview_scored' });
    expect(audit?.details).toMatchObject({ interview_score: 8 });
  });
});

describe('Hire Candidate', () => {
  const form = {
    start_date: '2099-01-10',
    salary_amount: '1500',
    department: 'Finance',
  };

  it('writes the hire, the hired application, its event, audit and congratulations e-mail, or none of them', async () => {
    const { documentId, email } = await makeApplication(server, { status: 'interviewed' });
    const hires = () => server.strapi.db.query('api::hire.hire').findMany({ where: { application: { documentId } } });
    const before = await trail(documentId);
    await expect(
      whileRefusing(server, { table: 'email_outbox', event: 'INSERT' }, () =>
        changes.hireApplicant(server.strapi, {
          id: documentId,
          form,
          by,
          onboardingLink: 'https://careers.example.bh/onboarding/t1',
        }),
      ),
    ).rejects.toThrow();
    expect(await trail(documentId)).toEqual(before);
    expect(await hires()).toHaveLength(0);

    const outcome = await changes.hireApplicant(server.strapi, {
      id: documentId,
      form,
      by,
      onboardingLink: 'https://careers.example.bh/onboarding/t1',
    });
    expect(await application(documentId)).toMatchObject({ status: 'hired', hired: true });
    const [hire] = await hires();
    expect(hire).toMatchObject({ documentId: outcome.hireId, status: 'pending_start', department: 'Finance' });
    expect(await statusEvents(documentId)).toMatchObject([{ from_status: 'interviewed', to_status: 'hired' }]);
    expect((await auditLines(documentId)).map((line) => line.action)).toEqual(['application.hired']);
    const [message] = await emails(documentId, 'hiring_congratulations');
    expect(message).toMatchObject({ status: 'pending', recipient: email });
    expect(message.text_body).toContain('10 January 2099');
    expect(message.text_body).toContain('https://careers.example.bh/onboarding/t1');

    await expect(changes.hireApplicant(server.strapi, { id: documentId, form, by })).rejects.toThrow(
      messages.applications.candidateHired,
    );
  });

  it('hires a candidate once when two recruiters hire at the same moment', async () => {
    const { documentId } = await makeApplication(server, { status: 'interviewed' });
    const results = await Promise.allSettled([
      changes.hireApplicant(server.strapi, { id: documentId, form, by }),
      changes.hireApplicant(server.strapi, { id: documentId, form, by }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected');
    expect(String(refused?.status === 'rejected' ? refused.reason : '')).toContain(
      messages.applications.candidateHired,
    );
    expect(
      await server.strapi.db.query('api::hire.hire').findMany({ where: { application: { documentId } } }),
    ).toHaveLength(1);
    expect(await statusEvents(documentId)).toHaveLength(1);
  });
});

describe('intake', () => {
  it('writes the application, its first event, audit line and confirmation e-mail together, or none', async () => {
    const posting = await openPosting(server);
    const byEmail = (email: string) =>
      server.strapi.db.query('api::application.application').findOne({ where: { email } });
    for (const table of ['email_outbox', 'audit_events']) {
      const form = applicationForm(server, posting);
      const response = await whileRefusing(server, { table, event: 'INSERT' }, () => submitApplication(server, form));
      expect(response.status, table).toBe(500);
      expect(response.body.error?.message).toBe(messages.apply.submitFailed);
      expect(await byEmail(String(form.get('email')))).toBeNull();
    }

    const form = applicationForm(server, posting);
    const response = await submitApplication(server, form);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const row = await byEmail(String(form.get('email')));
    expect(row).toMatchObject({ status: 'new', reference_id: response.body.data?.reference_id });
    expect(await statusEvents(row.documentId)).toMatchObject([
      { from_status: null, to_status: 'new', reason: 'Application submitted' },
    ]);
    const [audit] = await auditLines(row.documentId);
    expect(audit).toMatchObject({ action: 'application.received', actor: null });
    expect(audit?.details).toMatchObject({ by: 'intake', reference_id: row.reference_id });
    expect((await emails(row.documentId, 'application_received')).map((email) => email.status)).toEqual(['pending']);
  });
});
