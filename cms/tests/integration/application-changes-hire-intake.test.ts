import { messages } from '@careers/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { by, hiring, server, useApplicationChanges } from '../support/application-changes';
import { makeApplication } from '../support/application-fixture';
import { application, auditLines, emails, statusEvents, trail } from '../support/application-trail';
import { applicationForm, openPosting, submitApplication } from '../support/apply-request';
import { whileRefusing } from '../support/refuse-writes';

// Hire and intake through the one module that changes applications: all of the trail, or none of it.
beforeAll(useApplicationChanges);

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
        hiring.hireApplicant(server.strapi, { id: documentId, form, by }),
      ),
    ).rejects.toThrow();
    expect(await trail(documentId)).toEqual(before);
    expect(await hires()).toHaveLength(0);

    const outcome = await hiring.hireApplicant(server.strapi, { id: documentId, form, by });
    expect(await application(documentId)).toMatchObject({ status: 'hired', hired: true });
    const [hire] = await hires();
    expect(hire).toMatchObject({ documentId: outcome.hireId, status: 'pending_start', department: 'Finance' });
    expect(await statusEvents(documentId)).toMatchObject([{ from_status: 'interviewed', to_status: 'hired' }]);
    expect((await auditLines(documentId)).map((line) => line.action)).toEqual(['application.hired']);
    const [message] = await emails(documentId, 'hiring_congratulations');
    expect(message).toMatchObject({ status: 'pending', recipient: email });
    expect(message.text_body).toContain('10 January 2099');
    expect(message.text_body).toMatch(/\/onboarding\/[\w-]{43}\b/);

    await expect(hiring.hireApplicant(server.strapi, { id: documentId, form, by })).rejects.toThrow(
      messages.applications.candidateHired,
    );
  });

  it('hires a candidate once when two recruiters hire at the same moment', async () => {
    const { documentId } = await makeApplication(server, { status: 'interviewed' });
    const results = await Promise.allSettled([
      hiring.hireApplicant(server.strapi, { id: documentId, form, by }),
      hiring.hireApplicant(server.strapi, { id: documentId, form, by }),
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
