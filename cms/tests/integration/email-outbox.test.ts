import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdmin } from '../support/admin-session';
import { makeApplication } from '../support/application-fixture';
import { readMailHtml } from '../support/mail-html';
import { testClock } from '../support/test-clock';
import { getJson, testServer } from '../support/test-server';

type Engine = typeof import('../../src/platform/engine');
type Dispatcher = typeof import('../../src/platform/engine/email/dispatcher');
type LeaseClaim = typeof import('../../src/platform/engine/lease-claim');
type Outbox = typeof import('../../src/platform/engine/email/outbox');
type Changes = typeof import('../../src/domain/applications/changes');
type SendGuards = typeof import('../../src/platform/engine/email/send-guards');

const server = await testServer();
const engine = server.load<Engine>('platform/engine');
const dispatcher = server.load<Dispatcher>('platform/engine/email/dispatcher');
const lease = server.load<LeaseClaim>('platform/engine/lease-claim');
const outbox = server.load<Outbox>('platform/engine/email/outbox');
const clock = testClock(server);

beforeEach(() => {
  server.smtp.clear();
});

afterEach(() => {
  clock.reset();
});

const key = (label: string) => `${label}:${randomUUID()}`;

function dispatch(limit = 100) {
  return dispatcher.dispatchDueEmails(server.strapi, {
    workerId: 'test-worker',
    limit,
    leaseMs: 60_000,
    retryBaseMs: 0,
    transport: engine.mailTransport(),
  });
}

async function row(id: number) {
  return server.strapi.db.connection('email_outbox').where({ id }).first();
}

function raw(overrides: Partial<Parameters<Engine['enqueueRawEmail']>[1]> = {}) {
  return engine.enqueueRawEmail(server.strapi, {
    to: 'candidate@example.com',
    purpose: 'test',
    idempotencyKey: key('raw'),
    subject: 'Hello',
    html: '<p>Hello</p>',
    text: 'Hello',
    ...overrides,
  });
}

const receivedVariables = {
  applicant_name: 'Maryam Al Sayed',
  job_title: 'Senior Accountant',
  department: 'Finance',
  location: 'Manama',
  reference_id: 'GH-TESTTEST',
  application_date: '22 November 2026',
};

describe('templates', () => {
  it('escapes every substituted value: a name with <script> arrives as text', async () => {
    const result = await engine.enqueueTemplatedEmail(server.strapi, {
      templateKey: 'application_received',
      to: 'script@example.com',
      purpose: 'application_received',
      idempotencyKey: key('escape'),
      variables: { ...receivedVariables, applicant_name: '<script>alert("x")</script> Maryam' },
    });
    expect(result.status).toBe('pending');
    await dispatch();
    const [mail] = server.smtp.to('script@example.com');
    expect(readMailHtml(mail?.html ?? '').text).toContain('Dear <script>alert("x")</script> Maryam,');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.text).toContain('<script>alert("x")</script> Maryam');
    expect(mail?.subject).toBe('We received your application for Senior Accountant');
  });

  it('reports a missing variable and sends nothing', async () => {
    const { job_title: _missing, ...variables } = receivedVariables;
    const result = await engine.enqueueTemplatedEmail(server.strapi, {
      templateKey: 'application_received',
      to: 'missing@example.com',
      purpose: 'application_received',
      idempotencyKey: key('missing'),
      variables,
    });
    expect(result).toMatchObject({ status: 'failed', reason: expect.stringContaining('job_title') });
    expect((await row(result.id)).last_error).toContain('missing template variables: job_title');
    await dispatch();
    expect(server.smtp.to('missing@example.com')).toHaveLength(0);
  });

  it('sends nothing for an inactive template and logs why', async () => {
    const templates = server.strapi.db.connection('email_templates');
    await templates.clone().where({ template_key: 'application_received' }).update({ is_active: false });
    try {
      const result = await engine.enqueueTemplatedEmail(server.strapi, {
        templateKey: 'application_received',
        to: 'inactive@example.com',
        purpose: 'application_received',
        idempotencyKey: key('inactive'),
        variables: receivedVariables,
      });
      expect(result).toMatchObject({ status: 'cancelled', reason: expect.stringContaining('inactive') });
      await dispatch();
      expect(server.smtp.to('inactive@example.com')).toHaveLength(0);
    } finally {
      await server.strapi.db
        .connection('email_templates')
        .where({ template_key: 'application_received' })
        .update({ is_active: true });
    }
  });

  it('honours the setting that switches an automatic e-mail off', async () => {
    const settings = server.strapi.db.connection('system_settings');
    await settings
      .clone()
      .where({ setting_key: 'email_send_application_received' })
      .update({ setting_value: JSON.stringify({ value: false }) });
    try {
      const result = await engine.enqueueTemplatedEmail(server.strapi, {
        templateKey: 'application_received',
        trigger: 'application_received',
        to: 'switched-off@example.com',
        purpose: 'application_received',
        idempotencyKey: key('switch'),
        variables: receivedVariables,
      });
      expect(result).toMatchObject({
        status: 'cancelled',
        reason: expect.stringContaining('email_send_application_received'),
      });
    } finally {
      await server.strapi.db
        .connection('system_settings')
        .where({ setting_key: 'email_send_application_received' })
        .update({ setting_value: JSON.stringify({ value: true }) });
    }
  });

  it('sends a branded HTML body with a plain-text alternative and the row’s Message-ID', async () => {
    const result = await engine.enqueueTemplatedEmail(server.strapi, {
      templateKey: 'application_received',
      to: 'branded@example.com',
      purpose: 'application_received',
      idempotencyKey: key('branded'),
      variables: receivedVariables,
    });
    await dispatch();
    const [mail] = server.smtp.to('branded@example.com');
    expect(mail?.html).toContain('#d4af37');
    expect(mail?.html).toContain('Gulf Horizon');
    expect(mail?.text).toContain('GH-TESTTEST');
    expect(mail?.text).not.toContain('<p>');
    expect(mail?.messageId).toBe((await row(result.id)).message_id);
    expect(mail?.from).toContain('careers@gulfhorizon.bh');
  });

  it('previews a template with sample values and names the variables it cannot fill', async () => {
    const preview = await engine.previewEmail({
      subject: 'Hi {{applicant_name}}',
      body: '<p>{{mystery}}</p>',
    });
    expect(preview.subject).toBe('Hi Maryam Al Sayed');
    expect(preview.missing).toEqual(['mystery']);
  });
});

describe('delivery', () => {
  it('keeps one message per idempotency key', async () => {
    const idempotencyKey = key('once');
    const first = await raw({ idempotencyKey, to: 'once@example.com' });
    const second = await raw({ idempotencyKey, to: 'once@example.com' });
    expect(second).toMatchObject({ id: first.id, duplicate: true });
    await dispatch();
    expect(server.smtp.to('once@example.com')).toHaveLength(1);
  });

  it('writes nothing when the change that causes the message is rolled back', async () => {
    const idempotencyKey = key('rollback');
    await expect(
      server.strapi.db.transaction(async () => {
        await raw({ idempotencyKey });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(
      await server.strapi.db.connection('email_outbox').where({ idempotency_key: idempotencyKey }).first(),
    ).toBeUndefined();
  });

  it('retries after a refusal, then succeeds', async () => {
    server.smtp.refuseNext(2);
    const { id } = await raw({ to: 'retry@example.com' });
    await dispatch();
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row(id)).last_error).toContain('451');
    await dispatch();
    await dispatch();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(server.smtp.to('retry@example.com')).toHaveLength(1);
  });

  it('gives up after five failed attempts, visibly', async () => {
    server.smtp.refuseNext(10);
    const { id } = await raw({ to: 'failing@example.com' });
    for (let attempt = 0; attempt < 6; attempt += 1) await dispatch();
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 5 });
    expect(failed.last_error).toContain('451');
    expect(server.smtp.to('failing@example.com')).toHaveLength(0);
  });

  it('claims again a message whose worker died holding it (lease expired)', async () => {
    const { id } = await raw({ to: 'crashed@example.com' });
    const [claimed] = await lease.claimDueRows(server.strapi, lease.OUTBOX_TABLE, {
      workerId: 'dead-worker',
      limit: 1,
      leaseMs: 1,
      ids: [id],
    });
    expect(claimed).toMatchObject({ status: 'sending' });
    // Another worker does not take it while the lease holds...
    expect(
      (
        await lease.claimDueRows(server.strapi, lease.OUTBOX_TABLE, {
          workerId: 'w',
          limit: 1,
          leaseMs: 60_000,
          ids: [id],
          now: clock.in(-60_000),
        })
      ).length,
    ).toBe(0);
    clock.advance(20);
    // ...and does once it has run out.
    await dispatch();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(server.smtp.to('crashed@example.com')).toHaveLength(1);
  });

  it('does not send a scheduled message before its time, and sends it after', async () => {
    const { id } = await raw({ to: 'later@example.com', sendAt: clock.in(60_000) });
    await dispatch();
    expect((await row(id)).status).toBe('pending');
    expect(server.smtp.to('later@example.com')).toHaveLength(0);
    clock.advance(55_000);
    await dispatch();
    expect((await row(id)).status).toBe('pending');
    clock.advance(5_000);
    await dispatch();
    expect((await row(id)).status).toBe('sent');
    expect(server.smtp.to('later@example.com')).toHaveLength(1);
  });

  it('never sends a cancelled message', async () => {
    const idempotencyKey = key('cancel');
    const { id } = await raw({ idempotencyKey, to: 'cancelled@example.com', sendAt: clock.in(200) });
    expect(await engine.cancelEmails(server.strapi, { idempotencyKey }, 'No longer needed')).toBe(1);
    clock.advance(200);
    await dispatch();
    expect(await row(id)).toMatchObject({ status: 'cancelled', last_error: 'No longer needed' });
    expect(server.smtp.to('cancelled@example.com')).toHaveLength(0);
  });

  it('wakes the dispatcher for an urgent message only after the transaction commits', async () => {
    const wakes: string[] = [];
    outbox.setDispatcherWake(() => wakes.push('wake'));
    try {
      await server.strapi.db.transaction(async () => {
        await raw({ urgent: true });
        expect(wakes).toEqual([]);
      });
      expect(wakes).toEqual(['wake']);
    } finally {
      outbox.setDispatcherWake(() => {});
    }
  });

  it('carries attachments such as a calendar invite', async () => {
    const invite =
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:Interview\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    await raw({
      to: 'invite@example.com',
      attachments: [
        { filename: 'interview.ics', content: invite, encoding: 'utf8', contentType: 'text/calendar; method=REQUEST' },
      ],
    });
    await dispatch();
    const [attachment] = server.smtp.to('invite@example.com')[0]?.attachments ?? [];
    expect(attachment).toMatchObject({ filename: 'interview.ics', contentType: 'text/calendar' });
    expect(attachment?.content).toContain('SUMMARY:Interview');
  });

  it('prints a secret to the log only in development and only for a message that asks for it', async () => {
    const info = vi.spyOn(server.strapi.log, 'info');
    try {
      const send = async (logSecrets: boolean, to: string, logSecretInDevelopment = true) => {
        await engine.enqueueRawEmail(server.strapi, {
          to,
          purpose: 'sign-in code',
          templateKey: 'sign_in_code',
          idempotencyKey: key('code'),
          subject: 'Your code',
          html: '<p>719304</p>',
          text: '719304',
          redactAfterSend: ['719304'],
          logSecretInDevelopment,
        });
        await dispatcher.dispatchDueEmails(server.strapi, {
          workerId: 't',
          limit: 10,
          leaseMs: 60_000,
          retryBaseMs: 0,
          transport: engine.mailTransport(),
          logSecrets,
        });
      };
      await send(false, 'production-like@example.com');
      expect(info.mock.calls.flat().join(' ')).not.toContain('719304');
      // A message that carries a secret but did not ask (a reset link) stays out of the log.
      await send(true, 'reset-like@example.com', false);
      expect(info.mock.calls.flat().join(' ')).not.toContain('719304');
      await send(true, 'developer@example.com');
      expect(info.mock.calls.flat().join(' ')).toContain('sign-in code for developer@example.com: 719304');
    } finally {
      info.mockRestore();
    }
  });

  it('keeps a sign-in code out of the e-mail log once it is sent', async () => {
    const { id } = await raw({
      to: 'code@example.com',
      subject: 'Your code',
      html: '<p>Your code is <strong>482913</strong></p>',
      text: 'Your code is 482913',
      redactAfterSend: ['482913'],
    });
    await dispatch();
    expect(server.smtp.to('code@example.com')[0]?.text).toContain('482913');
    const logged = await row(id);
    expect(`${logged.html_body}${logged.text_body}`).not.toContain('482913');
    expect(logged.text_body).toContain('••••••');
  });
});

describe('a message that will not go keeps no secret', () => {
  const secret = () => `tok_${randomUUID().replaceAll('-', '')}`;
  const stored = async (id: number) => JSON.stringify(await row(id));

  it('when it fails for good: the token is gone from subject, bodies and the values to redact', async () => {
    const token = secret();
    server.smtp.refuseNext(10);
    const { id } = await raw({
      to: 'failing-secret@example.com',
      subject: `Your link ${token}`,
      html: `<p><a href="https://x.example/onboarding/${token}">Open</a></p>`,
      text: `Open https://x.example/onboarding/${token}`,
      redactAfterSend: [token],
    });
    for (let attempt = 0; attempt < 6; attempt += 1) await dispatch();
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 5 });
    expect(await stored(id)).not.toContain(token);
    expect(failed.html_body).toContain('••••••');
  });

  it('when the dispatcher cancels it at the moment of sending', async () => {
    const token = secret();
    const templateKey = `zz_blocked_${randomUUID()}`;
    server
      .load<SendGuards>('platform/engine/email/send-guards')
      .registerSendGuard(templateKey, async () => 'no longer wanted');
    const { id } = await raw({
      to: 'cancelled-secret@example.com',
      templateKey,
      html: `<p>${token}</p>`,
      text: token,
      redactAfterSend: [token],
    });
    await dispatch();
    expect(await row(id)).toMatchObject({ status: 'cancelled', last_error: 'no longer wanted' });
    expect(await stored(id)).not.toContain(token);
  });

  it('when it is logged as not going at once (a variable missing)', async () => {
    const token = secret();
    const { job_title: _missing, ...variables } = receivedVariables;
    const result = await engine.enqueueTemplatedEmail(server.strapi, {
      templateKey: 'application_received',
      to: 'missing-secret@example.com',
      purpose: 'application_received',
      idempotencyKey: key('missing-secret'),
      variables: { ...variables, reference_id: token },
      redactAfterSend: [token],
    });
    expect(result.status).toBe('failed');
    expect(await stored(result.id)).not.toContain(token);
  });
});

describe('rejection e-mails', () => {
  /** A rejected application of the test's own. */
  const rejectedApplication = () => makeApplication(server, { status: 'rejected' });

  async function queueRejection(applicationId: string) {
    return engine.enqueueTemplatedEmail(server.strapi, {
      templateKey: 'rejection',
      to: 'rejected@example.com',
      purpose: 'rejection',
      applicationId,
      idempotencyKey: key('rejection'),
      sendAt: clock.in(100),
      variables: receivedVariables,
    });
  }

  it('cancels a scheduled rejection when the application moves away from rejected', async () => {
    const application = await rejectedApplication();
    const { id } = await queueRejection(application.documentId);
    // Through the changes module, the only way an application changes status.
    const recruiter = await createAdmin(server, 'recruiter');
    await server.load<Changes>('domain/applications/changes').changeApplicationStatus(server.strapi, {
      ids: [application.documentId],
      status: 'reviewed',
      archiveByStatus: false,
      by: { kind: 'admin', adminId: recruiter.documentId, email: recruiter.email },
    });
    expect(await row(id)).toMatchObject({ status: 'cancelled' });
    clock.advance(100);
    await dispatch();
    expect(server.smtp.to('rejected@example.com')).toHaveLength(0);
    await server.strapi
      .documents('api::application.application')
      .update({ documentId: application.documentId, data: { status: 'rejected' } });
  });

  it('does not send it either when the status changed behind the changes module’s back', async () => {
    const application = await rejectedApplication();
    const { id } = await queueRejection(application.documentId);
    await server.strapi.db
      .connection('applications')
      .where({ document_id: application.documentId })
      .update({ status: 'shortlisted' });
    clock.advance(100);
    await dispatch();
    expect(await row(id)).toMatchObject({
      status: 'cancelled',
      last_error: 'Cancelled: the application is no longer rejected',
    });
    expect(server.smtp.to('rejected@example.com')).toHaveLength(0);
    await server.strapi.db
      .connection('applications')
      .where({ document_id: application.documentId })
      .update({ status: 'rejected' });
  });
});

describe('test send', () => {
  it('is sent by the request that queued it even when the background dispatcher runs in between', async () => {
    const queued = await engine.enqueueRawEmail(
      server.strapi,
      await engine.testEmailMessage({ to: 'race@example.com', subject: 'Held', body: 'b' }),
    );
    // The engine's tick, between the commit and the send: it must leave the waiting admin's message.
    await dispatch();
    expect((await row(queued.id)).status).toBe('pending');
    expect(server.smtp.to('race@example.com')).toHaveLength(0);
    const result = await engine.deliverTestEmail(server.strapi, engine.mailTransport(), {
      id: queued.id,
      to: 'race@example.com',
    });
    expect(result).toEqual({ success: true, message: 'Test email sent successfully to race@example.com!' });
    expect(server.smtp.to('race@example.com')).toHaveLength(1);
  });
});

describe('the development mailbox', () => {
  it('shows what the development transport kept, newest first', async () => {
    const { createMailTransport } = server.load<typeof import('../../src/platform/engine/email/transport')>(
      'platform/engine/email/transport',
    );
    const env = server.load<typeof import('../../src/platform/config/env')>('platform/config/env').readEnv();
    const mailbox = createMailTransport({ ...env, smtp: null });
    const message = {
      from: 'a@b.bh',
      to: 'dev@example.com',
      html: '<p>Your code is 123456</p>',
      text: 'Your code is 123456',
      attachments: [],
    };
    await mailbox.send({ ...message, subject: 'Older message', messageId: '<older@gulfhorizon.bh>' });
    // The next message comes a moment later by the system's clock, which the mailbox orders by.
    clock.advance(5);
    await mailbox.send({ ...message, subject: 'Your sign-in code', messageId: '<newer@gulfhorizon.bh>' });
    const { status, body } = await getJson(server, '/dev/mailbox', { headers: { accept: 'text/html' } });
    expect(status).toBe(200);
    const page = String(body);
    expect(page).toContain('Your sign-in code');
    expect(page.indexOf('Your sign-in code')).toBeLessThan(page.indexOf('Older message'));
  });
});
