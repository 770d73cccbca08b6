// Hired Staff's Send New Onboarding Link: a new hire who lost the mailed link, or never got it, gets a
// new one (the "You can resend it later" of a hire whose congratulations failed). The new link replaces the old
// one, its e-mail goes out once with the link only in the clear copy sent, the unsent e-mails of the
// old link stop, and the audit says who asked. Refused once onboarding is complete, and to admins who
// can't manage applications.
import { createHash, randomUUID } from 'node:crypto';
import { messages, onboardingLinkAnswerSchema } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { createAdmin, deliverMail, signIn } from '../support/admin-session';
import { type MadeEmployee, makeHiredEmployee } from '../support/hired-employee-fixture';
import { getJson, testServer } from '../support/test-server';

const OUTBOX = 'api::outbox-message.outbox-message';
const EMPLOYEE = 'api::hired-employee.hired-employee';
const tag = `link-${randomUUID().slice(0, 8)}`;

const server = await testServer();
const account = await createAdmin(server, 'recruiter');
const recruiterEmail = account.email;
// One after another: each sign-in reads its code from the shared test mailbox.
const recruiter = await signIn(server, account);
const viewer = await signIn(server, await createAdmin(server, 'viewer'));

type Answer = { status: number; body: { message?: string; email_sent?: boolean; error?: { message: string } } };

const sendNewLink = (employee: Pick<MadeEmployee, 'documentId'>, cookie: string | null) =>
  getJson(server, `/api/backoffice/hired-staff/${employee.documentId}/onboarding-link`, {
    method: 'POST',
    headers: cookie ? { cookie } : {},
  }) as Promise<Answer>;

const openLink = async (token: string) => (await getJson(server, `/api/onboarding/${token}`)).status;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The tokens of the onboarding links mailed to `email`, oldest first. */
const mailedTokens = (email: string): string[] =>
  server.smtp.to(email).flatMap((mail) => {
    const found = /\/onboarding\/([\w-]{43})"/.exec(mail.html);
    return found?.[1] ? [found[1]] : [];
  });

const linkEmails = (employee: MadeEmployee) =>
  server.strapi.db.query(OUTBOX).findMany({
    where: { hired_employee_id: employee.documentId, template_key: 'onboarding_link' },
    orderBy: { id: 'asc' },
  });

const audits = (employee: MadeEmployee) =>
  server.strapi.db.query('api::audit-event.audit-event').findMany({
    where: { action: 'hired_employee.onboarding_link_sent', entity_id: employee.documentId },
  });

describe('Send New Onboarding Link', () => {
  it('mails a new link that works, and the link mailed before stops working', async () => {
    const employee = await makeHiredEmployee(server, { tag });
    expect(await openLink(employee.token)).toBe(200);

    const answer = await sendNewLink(employee, recruiter);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(onboardingLinkAnswerSchema.parse(answer.body)).toEqual({
      email_sent: true,
      message: messages.hiredStaff.newOnboardingLinkSent(employee.email),
    });

    await deliverMail(server);
    const [token, ...more] = mailedTokens(employee.email);
    expect(more).toHaveLength(0);
    expect(token).toMatch(/^[\w-]{43}$/);
    const mail = server.smtp.to(employee.email).at(-1);
    expect(mail?.subject).toMatch(/^Your onboarding form for /);
    expect(await openLink(String(token))).toBe(200);
    expect(await openLink(employee.token)).toBe(404);

    // The row keeps only the new link's hash; the sent message keeps no copy of the link.
    const row = await server.strapi.db.query(EMPLOYEE).findOne({ where: { documentId: employee.documentId } });
    expect(row?.onboarding_token).toBe(sha256(String(token)));
    const [message] = await linkEmails(employee);
    expect(message?.status).toBe('sent');
    for (const stored of [message?.html_body, message?.text_body, message?.redact_values]) {
      expect(String(stored)).not.toContain(String(token));
    }
    const [audit, ...moreAudits] = await audits(employee);
    expect(moreAudits).toHaveLength(0);
    expect(audit).toMatchObject({ actor_email: recruiterEmail, entity_type: 'hired_employee' });
  });

  it('sent twice before the first e-mail went, mails only the newest link', async () => {
    const employee = await makeHiredEmployee(server, { tag });
    expect((await sendNewLink(employee, recruiter)).status).toBe(200);
    expect((await sendNewLink(employee, recruiter)).status).toBe(200);

    await deliverMail(server);
    const tokens = mailedTokens(employee.email);
    expect(tokens).toHaveLength(1);
    expect(await openLink(String(tokens[0]))).toBe(200);
    const emails = await linkEmails(employee);
    expect(emails.map((email) => email.status)).toEqual(['cancelled', 'sent']);
    expect(emails[0]?.last_error).toBe('Not sent: a new onboarding link replaced the one in this e-mail');
    expect(await audits(employee)).toHaveLength(2);
  });

  it('is refused once onboarding is complete: nothing changes, nothing is mailed', async () => {
    const employee = await makeHiredEmployee(server, { tag, onboarded: true });
    const before = await server.strapi.db.query(EMPLOYEE).findOne({ where: { documentId: employee.documentId } });

    const answer = await sendNewLink(employee, recruiter);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe(messages.hiredStaff.onboardingAlreadyCompleted);

    const after = await server.strapi.db.query(EMPLOYEE).findOne({ where: { documentId: employee.documentId } });
    expect(after?.onboarding_token).toBe(before?.onboarding_token);
    expect(await linkEmails(employee)).toHaveLength(0);
    expect(await audits(employee)).toHaveLength(0);
  });

  it('is refused without a session, to an admin who cannot manage applications, and for an unknown employee', async () => {
    const employee = await makeHiredEmployee(server, { tag });

    expect((await sendNewLink(employee, null)).status).toBe(401);
    expect((await sendNewLink(employee, viewer)).status).toBe(403);
    const unknown = await sendNewLink({ documentId: 'z'.repeat(24) }, recruiter);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe(messages.hiredStaff.notFound);

    expect(await openLink(employee.token)).toBe(200);
    expect(await linkEmails(employee)).toHaveLength(0);
    expect(await audits(employee)).toHaveLength(0);
  });
});
