import { describe, expect, it } from 'vitest';
import { makeApplication } from '../support/application-fixture';
import { changeSetting } from '../support/settings';
import { testServer } from '../support/test-server';

type JsonValue = import('../../src/domain/settings/setting-value').JsonValue;

type Schedules = typeof import('../../src/domain/applications/schedules');

const server = await testServer();
const schedules = server.load<Schedules>('domain/applications/schedules');

const DAY = 86_400_000;
/** The seed's candidates write first.last.n@example.com (n the seed's count); the tests' own addresses differ. */
const DEMO_EMAIL = /^[a-z]+\.[a-z]+\.\d{1,4}@example\.com$/;

function setSetting(key: string, value: JsonValue): Promise<void> {
  return changeSetting(server.strapi, server.load, key, value);
}

async function outboxFor(applicationId: string, templateKey: string) {
  return server.strapi.db
    .connection('email_outbox')
    .where({ application_id: applicationId, template_key: templateKey });
}

async function makeWaitingApplication(daysAgo: number): Promise<string> {
  const application = await server.strapi.db.query('api::application.application').findOne({
    // Another file's candidate may have been erased (no one to write to) or withdrawn.
    where: { status: 'new', is_archived: false, erased_at: null },
    orderBy: { createdAt: 'desc' },
  });
  const created = new Date(Date.now() - daysAgo * DAY);
  await server.strapi.db
    .connection('applications')
    .where({ document_id: application.documentId })
    .update({ created_at: server.database === 'sqlite' ? created.getTime() : created });
  await server.strapi.db
    .connection('email_outbox')
    .where({ application_id: application.documentId, template_key: 'application_followup' })
    .del();
  return application.documentId as string;
}

describe('the demo e-mail log', () => {
  it('holds what was already sent, so a first start mails no old demo candidate', async () => {
    const now = new Date();
    // Other test files make waiting and rejected candidates of their own: only the demo's count here.
    const [before] = await server.strapi.db.connection('email_outbox').max({ id: 'id' });
    await schedules.sendFollowUps(server.strapi, now);
    await schedules.sendAutomaticRejections(server.strapi, now);
    const queued = await server.strapi.db
      .connection('email_outbox')
      .where('id', '>', Number(before?.id ?? 0))
      .whereIn('template_key', ['application_followup', 'rejection'])
      .select('recipient');
    expect(queued.map((row) => String(row.recipient)).filter((email) => DEMO_EMAIL.test(email))).toEqual([]);
    // Every demo application's confirmation is logged as sent; other files' applications (made with
    // back-dated times and no e-mail) are not the demo's business, so they are told apart by address.
    const demo = (await server.strapi.db.connection('applications').select('document_id', 'email'))
      .filter((row) => DEMO_EMAIL.test(String(row.email)))
      .map((row) => String(row.document_id));
    const confirmed = new Set(
      (
        await server.strapi.db
          .connection('email_outbox')
          .where({ template_key: 'application_received', status: 'sent' })
          .select('application_id')
      ).map((row) => String(row.application_id)),
    );
    expect(demo.length).toBeGreaterThan(50);
    expect(demo.filter((id) => !confirmed.has(id))).toEqual([]);
  });
});

describe('follow-up e-mails', () => {
  it('go once to a candidate still waiting after email_followup_days, and not while switched off', async () => {
    const waiting = await makeWaitingApplication(15);
    await setSetting('email_auto_followup_enabled', false);
    try {
      expect(await schedules.sendFollowUps(server.strapi)).toBe(0);
    } finally {
      await setSetting('email_auto_followup_enabled', true);
    }
    expect(await schedules.sendFollowUps(server.strapi)).toBeGreaterThanOrEqual(1);
    const [message] = await outboxFor(waiting, 'application_followup');
    expect(message).toMatchObject({ status: 'pending', idempotency_key: `followup:${waiting}` });
    expect(message.subject).toContain('An update on your application');
    // The next run, or a second instance, repeats nothing.
    expect(await schedules.sendFollowUps(server.strapi)).toBe(0);
    expect(await outboxFor(waiting, 'application_followup')).toHaveLength(1);
  });

  it('wait for email_followup_days', async () => {
    const waiting = await makeWaitingApplication(10);
    await schedules.sendFollowUps(server.strapi);
    expect(await outboxFor(waiting, 'application_followup')).toHaveLength(0);
  });

  it('catch up after downtime: a run days later sends what became due meanwhile', async () => {
    const waiting = await makeWaitingApplication(10);
    await schedules.sendFollowUps(server.strapi, new Date(Date.now() + 5 * DAY));
    expect(await outboxFor(waiting, 'application_followup')).toHaveLength(1);
  });
});

describe('automatic rejection e-mails', () => {
  it('go after the rejection delay, once, and not while switched off', async () => {
    const now = new Date();
    // A candidate of its own: one from another test file may already have a rejection in the outbox.
    const application = await makeApplication(server, { status: 'reviewed' });
    await server.strapi
      .documents('api::application.application')
      .update({ documentId: application.documentId, data: { status: 'rejected' } });
    await server.strapi.documents('api::application-status-event.application-status-event').create({
      data: {
        application: application.documentId,
        from_status: 'reviewed',
        to_status: 'rejected',
        occurred_at: now.toISOString(),
      },
    });
    const afterDelay = new Date(now.getTime() + 3 * DAY + 1000);

    await schedules.sendAutomaticRejections(server.strapi, now);
    expect(await outboxFor(application.documentId, 'rejection')).toHaveLength(0);

    await setSetting('email_auto_rejection_enabled', false);
    try {
      await schedules.sendAutomaticRejections(server.strapi, afterDelay);
      expect(await outboxFor(application.documentId, 'rejection')).toHaveLength(0);
    } finally {
      await setSetting('email_auto_rejection_enabled', true);
    }

    await schedules.sendAutomaticRejections(server.strapi, afterDelay);
    await schedules.sendAutomaticRejections(server.strapi, afterDelay);
    expect(await outboxFor(application.documentId, 'rejection')).toHaveLength(1);
  });

  it('are not sent while notifications are switched off altogether', async () => {
    await setSetting('email_notifications_enabled', false);
    try {
      expect(await schedules.sendAutomaticRejections(server.strapi, new Date(Date.now() + 400 * DAY))).toBe(0);
      expect(await schedules.sendFollowUps(server.strapi, new Date(Date.now() + 400 * DAY))).toBe(0);
    } finally {
      await setSetting('email_notifications_enabled', true);
    }
  });
});

describe('auto-archive', () => {
  it('archives applications older than application_auto_archive_days, once', async () => {
    const application = await server.strapi.db
      .query('api::application.application')
      .findOne({ where: { is_archived: false } });
    const old = new Date(Date.now() - 91 * DAY);
    await server.strapi.db
      .connection('applications')
      .where({ document_id: application.documentId })
      .update({ created_at: server.database === 'sqlite' ? old.getTime() : old });

    expect(await schedules.autoArchiveApplications(server.strapi)).toBeGreaterThanOrEqual(1);
    const archived = await server.strapi.db
      .query('api::application.application')
      .findOne({ where: { documentId: application.documentId } });
    expect(archived).toMatchObject({ is_archived: true });
    expect(archived.archived_at).toBeTruthy();
    expect(await schedules.autoArchiveApplications(server.strapi)).toBe(0);
  });
});
