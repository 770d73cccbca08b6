import { beforeAll, describe, expect, it } from 'vitest';
import { by, changes, schedules, server, useApplicationChanges } from '../support/application-changes';
import { makeApplication } from '../support/application-fixture';
import { application, auditLines, DAY, emails, statusEvents, trail } from '../support/application-trail';
import { whileRefusing } from '../support/refuse-writes';

// Rejection e-mails through the one module that changes applications: scheduled, replaced, cancelled, automatic.
beforeAll(useApplicationChanges);

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
    // The replaced e-mail's cancellation, then the new schedule that counts it.
    const lines = await auditLines(documentId);
    expect(lines.map((line) => [line.action, line.details.replaced])).toEqual([
      ['application.rejection_scheduled', 0],
      ['application.rejection_cancelled', undefined],
      ['application.rejection_scheduled', 1],
    ]);
  });

  it('bulk reject leaves an application already rejected as it is: no second e-mail, no trail', async () => {
    const { documentId } = await makeApplication(server, { status: 'reviewed' });
    const [first] = await changes.rejectEach(server.strapi, { ids: [documentId], by });
    expect(first).toEqual({ id: documentId, ok: true });
    const before = await trail(documentId);
    const [again] = await changes.rejectEach(server.strapi, {
      ids: [documentId],
      by,
      now: new Date(Date.now() + 1000),
    });
    expect(again).toEqual({ id: documentId, ok: true, skipped: true });
    expect(await trail(documentId)).toEqual(before);
    expect((await emails(documentId, 'rejection')).map((message) => message.status)).toEqual(['pending']);
  });

  it('keys the rejection e-mail on the move to rejected: the automatic rejection for that move is the same e-mail', async () => {
    const { documentId } = await makeApplication(server, { status: 'shortlisted' });
    await changes.rejectEach(server.strapi, { ids: [documentId], by });
    const [event] = await statusEvents(documentId);
    const [message] = await emails(documentId, 'rejection');
    expect(message?.idempotency_key).toBe(`rejection:${documentId}:${new Date(event.occurred_at).getTime()}`);
    await schedules.sendAutomaticRejections(server.strapi, new Date(Date.now() + 30 * DAY));
    expect(await emails(documentId, 'rejection')).toHaveLength(1);
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
