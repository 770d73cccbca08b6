import {
  messages,
  privacyRegisterSchema,
  selfServiceAnswerSchema,
  selfServiceOverviewSchema,
  siteTextsIn,
} from '@careers/shared';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createAdmin, deliverMail, postJson, runQueuedJobs, signIn } from '../support/admin-session';
import { makeHiredEmployee, privateStore } from '../support/hired-employee-fixture';
import { expectLimited, forgetRateLimits } from '../support/rate-limits';
import { accountantPosting, applyWithCv, cvFixture } from '../support/scoring-fixtures';
import { getJson, testServer } from '../support/test-server';

// The candidate's own page by the private link in their confirmation e-mail, no
// account: what they see, their copy, a correction, a withdrawal, an erasure, and a lost link.

const APPLICATION = 'api::application.application';
const text = messages.selfService;

const server = await testServer();
const officer = await signIn(server, await createAdmin(server, 'super_admin'));

const call = (path: string, body: unknown) => postJson(server, `/api/public/my-data${path}`, body);
const row = (documentId: string) =>
  server.strapi.db.query(APPLICATION).findOne({ where: { documentId } }) as Promise<Record<string, unknown>>;

/** The token of the newest private link mailed to `email` (the e-mail as the candidate's mail app parses it). */
function mailedToken(email: string): string {
  const mail = server.smtp.to(email).at(-1);
  const token = /\/my-applications\/#([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no private link mailed to ${email}`);
  return token;
}

/** A candidate who applied twice through the site; their confirmation e-mails are delivered. */
async function candidate(tag: string) {
  const email = `self.${tag}.${Date.now()}@example.com`;
  const fields = { full_name: `Salma Own ${tag}`, email, phone: '+973 3611 2233' };
  const first = await applyWithCv(server, await accountantPosting(server), 'accountant.pdf', undefined, fields);
  const second = await applyWithCv(server, await accountantPosting(server), 'accountant.pdf', undefined, fields);
  await deliverMail(server);
  return { email, first, second, token: mailedToken(email) };
}

describe('the private link', () => {
  it('comes with the confirmation e-mail and is not kept in the stored copy once sent', async () => {
    const { email, first, token } = await candidate('mail');
    const mail = server.smtp.to(email).at(-1);
    expect(mail?.html).toContain(`/my-applications/#${token}`);
    expect(mail?.text).toContain(text.emailLinkPrivate);
    const stored = await server.strapi.db.connection('email_outbox').where({ application_id: first }).first();
    expect(JSON.stringify(stored)).not.toContain(token);
    const link = await server.strapi.db.connection('candidate_links').orderBy('id', 'desc').first();
    expect(JSON.stringify(link)).not.toContain(token);
  });

  it('opens the candidate’s applications in their words, and nothing for a wrong or malformed token', async () => {
    const { email, first, second, token } = await candidate('open');
    const answer = await call('', { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const overview = selfServiceOverviewSchema.parse((answer.body as { overview: unknown }).overview);
    expect(overview).toMatchObject({ email, full_name: 'Salma Own open', phone: '+973 3611 2233' });
    expect(overview.applications.map((application) => application.id)).toEqual([second, first]);
    expect(overview.applications[0]).toMatchObject({
      status: 'new',
      status_text: text.statuses.new,
      can_withdraw: true,
    });

    const wrong = await call('', { token: token.replace(/^./, token.startsWith('A') ? 'B' : 'A') });
    expect(wrong.status).toBe(404);
    expect(JSON.stringify(wrong.body)).toContain(text.linkInvalid);
    expect((await call('', { token: 'short' })).status).toBe(400);
    expect((await call('', { token, extra: 1 })).status).toBe(400);
  });
});

describe('what the candidate can do', () => {
  it('downloads a ZIP of everything held: the JSON of every application and the files they sent', async () => {
    const { first, second, token } = await candidate('copy');
    const response = await fetch(`${server.baseUrl}/api/public/my-data/copy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const data = JSON.parse(new TextDecoder().decode(files['my-data.json'])) as {
      applications: { id: string; reference_id: string; email: string; screening_answers: unknown; files: string[] }[];
    };
    expect(data.applications.map((application) => application.id)).toEqual([first, second]);
    const [one] = data.applications;
    expect(one?.screening_answers).toBeTypeOf('object');
    expect(one?.files).toEqual([`files/${one?.reference_id}/cv.pdf`]);
    expect(Buffer.from(files[`files/${one?.reference_id}/cv.pdf`] ?? [])).toEqual(cvFixture('accountant.pdf'));
    const register = privacyRegisterSchema.parse(
      (await getJson(server, '/api/backoffice/privacy/register', { headers: { cookie: officer } })).body,
    );
    expect(
      register.requests.find((request) => request.application_references.includes(one?.reference_id ?? '')),
    ).toMatchObject({
      kind: 'access',
      channel: 'self_service',
      handled_by: null,
      outcome: 'completed',
    });
  });

  it('corrects the name and phone on every application, and refuses what the apply form would', async () => {
    const { first, second, token } = await candidate('correct');
    expect((await call('/contact', { token, full_name: 'Salma Own-Haddad', phone: 'call me' })).status).toBe(400);
    const answer = await call('/contact', { token, full_name: 'Salma Own-Haddad', phone: '+973 3999 0000' });
    expect(answer.status).toBe(200);
    expect(selfServiceAnswerSchema.parse(answer.body).message).toBe(text.contactSaved);
    for (const id of [first, second]) {
      expect(await row(id)).toMatchObject({ full_name: 'Salma Own-Haddad', phone: '+973 3999 0000' });
    }
    const audit = await server.strapi.db
      .query('api::audit-event.audit-event')
      .findOne({ where: { action: 'candidate.contact_corrected', entity_id: second } });
    expect(JSON.stringify(audit)).not.toContain('Haddad');
  });

  it('withdraws one application: withdrawn, archived, its e-mails stopped; no recruiter moves it on', async () => {
    const { first, second, token } = await candidate('withdraw');
    const answer = selfServiceAnswerSchema.parse((await call('/withdraw', { token, application_id: first })).body);
    expect(answer.message).toBe(text.withdrawn);
    expect(answer.overview?.applications.find((application) => application.id === first)).toMatchObject({
      status: 'withdrawn',
      status_text: text.statuses.withdrawn,
      can_withdraw: false,
    });
    expect(await row(first)).toMatchObject({ status: 'withdrawn', is_archived: true });
    expect((await row(second)).status).toBe('new');
    const pending = await server.strapi.db
      .connection('email_outbox')
      .where({ application_id: first, status: 'pending' })
      .count({ n: '*' });
    expect(Number(pending[0]?.n)).toBe(0);
    const moved = await postJson(
      server,
      `/api/backoffice/applications/${first}/status`,
      { status: 'reviewed', source: 'detail' },
      officer,
    );
    expect(moved.status).toBe(409);
    expect(JSON.stringify(moved.body)).toContain(messages.privacy.withdrawnCannotMove);
    const set = await postJson(
      server,
      `/api/backoffice/applications/${second}/status`,
      { status: 'withdrawn', source: 'detail' },
      officer,
    );
    expect(set.status).toBe(400);
    // Someone else's application is as unknown as none.
    const other = await candidate('withdraw-other');
    expect((await call('/withdraw', { token, application_id: other.first })).status).toBe(404);
    expect((await row(other.first)).status).toBe('new');
  });

  it('erases everything at once and the link stops working; what is on legal hold stays, and they are told', async () => {
    const held = await candidate('erase-held');
    expect(
      (
        await postJson(
          server,
          `/api/backoffice/applications/${held.second}/legal-hold`,
          { hold: true, reason: 'Claim' },
          officer,
        )
      ).status,
    ).toBe(200);
    const partly = selfServiceAnswerSchema.parse((await call('/erase', { token: held.token })).body);
    expect(partly.message).toBe(text.erasedPartly(1));
    expect(partly.overview?.applications.map((application) => application.id)).toEqual([held.second]);
    expect((await row(held.first)).full_name).toBe(messages.privacy.erasedCandidate);
    expect((await call('', { token: held.token })).status).toBe(200);

    const free = await candidate('erase');
    const cv = String((await row(free.first)).cv_url);
    const erased = selfServiceAnswerSchema.parse((await call('/erase', { token: free.token })).body);
    expect(erased).toEqual({ message: text.erased, overview: null });
    for (const id of [free.first, free.second]) expect((await row(id)).erased_at).not.toBeNull();
    expect(await privateStore(server).exists(cv)).toBe(false);
    expect((await call('', { token: free.token })).status).toBe(404);
  });

  it('tells a hire their employee record stays with HR, and the register says so, while the application goes', async () => {
    const employee = await makeHiredEmployee(server, { tag: `erase${Date.now()}`, onboarded: true });
    const email = String((await row(employee.applicationId)).email);
    await forgetRateLimits(server, 'lost-link:');
    expect((await call('/lost-link', { email })).status).toBe(200);
    await runQueuedJobs(server, 'privacy.candidate-link-request');
    await deliverMail(server);
    const answer = selfServiceAnswerSchema.parse((await call('/erase', { token: mailedToken(email) })).body);
    expect(answer).toEqual({ message: text.erasedEmployeeKept, overview: null });
    expect((await row(employee.applicationId)).erased_at).not.toBeNull();
    // The employee record is HR's: its CPR and IBAN stay, as the answer said.
    const record = await server.strapi.db
      .query('api::hired-employee.hired-employee')
      .findOne({ where: { documentId: employee.documentId } });
    expect(record).toMatchObject({ cpr_number: employee.cpr, iban: employee.iban, personal_data_erased_at: null });
    const register = privacyRegisterSchema.parse(
      (await getJson(server, '/api/backoffice/privacy/register', { headers: { cookie: officer } })).body,
    );
    const reference = String((await row(employee.applicationId)).reference_id);
    const request = register.requests.find((entry) => entry.application_references.includes(reference));
    expect(request).toMatchObject({ kind: 'erasure', outcome: 'employee_record_kept' });
  });
});

describe('too many requests from one address', () => {
  it("are refused for reading and for acting: 429, the product's message and when to try again", async () => {
    const token = 'A'.repeat(43);
    for (const [kind, path] of [
      ['read', ''],
      ['act', '/withdraw'],
    ] as const)
      await expectLimited(server, `my-data:${kind}:ip:127.0.0.1`, () => call(path, { token }), text.tooManyRequests);
  });
});

describe('a lost link', () => {
  it('answers the same for any address, and mails a fresh working link only to one that applied', async () => {
    const known = await candidate('lost');
    const stranger = `nobody.${Date.now()}@example.com`;
    const forKnown = await call('/lost-link', { email: known.email.toUpperCase() });
    const forStranger = await call('/lost-link', { email: stranger });
    expect(forKnown.status).toBe(200);
    expect(forKnown.body).toEqual(forStranger.body);
    expect(forKnown.body).toEqual({ message: text.lostLinkSent });
    await runQueuedJobs(server, 'privacy.candidate-link-request');
    await deliverMail(server);
    expect(server.smtp.to(stranger)).toHaveLength(0);
    const mail = server.smtp.to(known.email).at(-1);
    expect(mail?.subject).toBe(text.lostLinkSubject);
    const fresh = mailedToken(known.email);
    expect(fresh).not.toBe(known.token);
    expect((await call('', { token: fresh })).status).toBe(200);
    // The job's row keeps no address once done.
    const jobs = await server.strapi.db.connection('background_jobs').where({ kind: 'privacy.candidate-link-request' });
    expect(JSON.stringify(jobs)).not.toContain(known.email);
    expect((await call('/lost-link', { email: 'not an address' })).status).toBe(400);
  });

  it('leaves the address nowhere in the limits’ counters, before or after the candidate erases their data', async () => {
    const known = await candidate('traces');
    expect((await call('/lost-link', { email: known.email.toUpperCase() })).status).toBe(200);
    expect((await call('/erase', { token: known.token })).status).toBe(200);
    const counters = JSON.stringify(await server.strapi.db.connection('rate_limit_buckets').select('*')).toLowerCase();
    const localPart = known.email.split('@')[0] as string;
    expect(counters).not.toContain(localPart);
  });

  it('asked on the Arabic page, is mailed in Arabic, right to left, and leads to the Arabic page', async () => {
    const known = await candidate('arabic');
    expect((await call('/lost-link', { email: known.email, language: 'ar' })).status).toBe(200);
    expect((await call('/lost-link', { email: known.email, language: 'fr' })).status).toBe(400);
    await runQueuedJobs(server, 'privacy.candidate-link-request');
    await deliverMail(server);
    const mail = server.smtp.to(known.email).at(-1);
    const arabic = siteTextsIn('ar').selfService;
    expect(mail?.subject).toBe(arabic.lostLinkSubject);
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.text).toContain(arabic.lostLinkBody);
    const token = /\/ar\/my-applications\/#([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    expect((await call('', { token })).status).toBe(200);
  });
});
