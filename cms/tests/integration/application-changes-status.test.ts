import { messages } from '@careers/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { by, changes, recruiter, schedules, server, useApplicationChanges } from '../support/application-changes';
import { makeApplication } from '../support/application-fixture';
import { application, auditLines, DAY, emails, statusEvents, trail } from '../support/application-trail';
import { whileRefusing } from '../support/refuse-writes';

// Status, archive, shortlist and interview score through the one module that changes applications.
beforeAll(useApplicationChanges);

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

  it('archives on request once, with its audit line', async () => {
    const { documentId } = await makeApplication(server);
    await changes.archiveApplications(server.strapi, { ids: [documentId], by });
    await changes.archiveApplications(server.strapi, { ids: [documentId], by });
    expect((await application(documentId)).is_archived).toBe(true);
    expect((await auditLines(documentId)).map((line) => line.action)).toEqual(['application.archived']);
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
