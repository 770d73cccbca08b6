import { applicationListItemSchema, DRY_RUN_LISTED, messages, privacyRegisterSchema } from '@careers/shared';
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { createAdmin, deliverMail, postJson, signIn } from '../support/admin-session';
import { adminWithFlags } from '../support/custom-role';
import { privateStore } from '../support/hired-employee-fixture';
import { listQuery } from '../support/listed-applications';
import { accountantPosting, applyWithCv } from '../support/scoring-fixtures';
import { getJson, testServer } from '../support/test-server';

// The Privacy register (requests, holds, the next run's dry run, erasures, CSV) and
// erasure at a candidate's request from the back office, for admins with both privacy flags only.

const APPLICATION = 'api::application.application';

const server = await testServer();
const officer = await signIn(server, await createAdmin(server, 'super_admin'));
const recruiter = await signIn(server, await adminWithFlags(server, ['manage_applications']));

const register = async (cookie = officer) => {
  const answer = await getJson(server, '/api/backoffice/privacy/register', { headers: { cookie } });
  return { status: answer.status, body: answer.body };
};
const erase = (id: string, cookie = officer) =>
  postJson(server, `/api/backoffice/applications/${id}/erasure`, {}, cookie);
const row = (documentId: string) =>
  server.strapi.db.query(APPLICATION).findOne({ where: { documentId } }) as Promise<Record<string, unknown>>;

/** Two applications of one candidate (the address in another letter case the second time), through the site. */
async function candidateWithTwoApplications(tag: string) {
  const email = `privacy.${tag}.${Date.now()}@example.com`;
  const fields = { full_name: `Huda Register ${tag}`, email, phone: '+973 3655 7788' };
  const first = await applyWithCv(server, await accountantPosting(server), 'accountant.pdf', undefined, fields);
  const second = await applyWithCv(server, await accountantPosting(server), 'accountant.pdf', undefined, {
    ...fields,
    email: email.toUpperCase(),
  });
  await deliverMail(server);
  return { email, fullName: fields.full_name, first, second };
}

/** Places a legal hold on an application, as a privacy officer does from its detail dialog. */
async function hold(id: string, reason: string) {
  const held = await postJson(server, `/api/backoffice/applications/${id}/legal-hold`, { hold: true, reason }, officer);
  expect(held.status).toBe(200);
}

describe('erasure at a candidate request', () => {
  it('erases every application of the address at once, records the request, and leaves the held one', async () => {
    const candidate = await candidateWithTwoApplications('request');
    const cv = String((await row(candidate.first)).cv_url);
    const held = await postJson(
      server,
      `/api/backoffice/applications/${candidate.second}/legal-hold`,
      { hold: true, reason: 'Pending claim' },
      officer,
    );
    expect(held.status).toBe(200);

    expect((await erase(candidate.first, recruiter)).status).toBe(403);
    expect((await row(candidate.first)).erased_at).toBeNull();

    const answer = await erase(candidate.first);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ erased: 1, held: 1, message: messages.privacy.erasedOnRequest(1, 1) });
    expect(await row(candidate.first)).toMatchObject({
      full_name: messages.privacy.erasedCandidate,
      email: '',
      is_archived: true,
    });
    expect(await privateStore(server).exists(cv)).toBe(false);
    expect((await row(candidate.second)).erased_at).toBeNull();
    expect((await erase(candidate.first)).status).toBe(409);

    const references = [
      String((await row(candidate.first)).reference_id),
      String((await row(candidate.second)).reference_id),
    ];
    const answered = privacyRegisterSchema.parse((await register()).body);
    const request = answered.requests.find((entry) => entry.application_references.includes(references[0] ?? ''));
    expect(request).toMatchObject({
      kind: 'erasure',
      channel: 'back_office',
      outcome: 'partly_held',
      application_references: references,
    });
    expect(answered.legal_holds.map((hold) => hold.reference_id)).toContain(references[1]);
    expect(answered.erasures.find((erasure) => erasure.subject_reference === references[0])).toMatchObject({
      rule: 'candidate_request',
      subject_type: 'application',
      files_deleted: 1,
    });
    const audit = await server.strapi.db
      .query('api::audit-event.audit-event')
      .findOne({ where: { action: 'application.erased_on_request', entity_id: candidate.first } });
    expect(audit?.details).toEqual({ erased: 1, held: 1, channel: 'back_office' });
    expect(JSON.stringify(answered)).not.toContain(candidate.email);
  });
});

describe('an erased application in the CV Library', () => {
  it('is listed as erased, and its CV is no longer downloadable', async () => {
    const candidate = await candidateWithTwoApplications('library');
    await hold(candidate.second, 'Pending claim');
    const download = async (id: string) => {
      const response = await fetch(`${server.baseUrl}/api/backoffice/applications/${id}/cv`, {
        headers: { cookie: recruiter },
      });
      await response.arrayBuffer();
      return { status: response.status, type: response.headers.get('content-type') ?? '' };
    };
    expect((await download(candidate.first)).status).toBe(200);
    expect((await erase(candidate.first)).status).toBe(200);

    // What the CV Library asks: every application, archived or not, here found by reference.
    const library = async (id: string) => {
      const reference = String((await row(id)).reference_id);
      const answer = await getJson(
        server,
        `/api/backoffice/applications?${listQuery({ q: reference, archive: 'all' })}`,
        {
          headers: { cookie: recruiter },
        },
      );
      expect(answer.status).toBe(200);
      return applicationListItemSchema.array().length(1).parse(answer.body)[0];
    };
    const erased = await library(candidate.first);
    expect(erased).toMatchObject({ full_name: messages.privacy.erasedCandidate, has_cv: false });
    expect(erased?.erased_at).toBe(new Date(String((await row(candidate.first)).erased_at)).toISOString());
    expect(await library(candidate.second)).toMatchObject({ erased_at: null, has_cv: true });

    const refused = await download(candidate.first);
    expect(refused.status).toBe(404);
    expect(refused.type).not.toContain('pdf');
    expect((await download(candidate.second)).status).toBe(200);
  });
});

describe('the Privacy register', () => {
  it('names the applications on legal hold by reference: no candidate name or address', async () => {
    const candidate = await candidateWithTwoApplications('names');
    await hold(candidate.first, 'Employment tribunal');
    const { body } = await register();
    const json = JSON.stringify(body).toLowerCase();
    expect(json).not.toContain(candidate.fullName.toLowerCase());
    expect(json).not.toContain(candidate.email.toLowerCase());
    const answered = privacyRegisterSchema.parse(body);
    const held = answered.legal_holds.find((entry) => entry.id === candidate.first);
    expect(held).toEqual({
      id: candidate.first,
      reference_id: String((await row(candidate.first)).reference_id),
      job_title: expect.any(String),
      since: expect.any(String),
      reason: 'Employment tribunal',
    });
  });

  it('is for admins who manage both applications and users', async () => {
    expect((await register(recruiter)).status).toBe(403);
    const usersOnly = await signIn(server, await adminWithFlags(server, ['manage_users']));
    expect((await register(usersOnly)).status).toBe(403);
    const both = await signIn(server, await adminWithFlags(server, ['manage_users', 'manage_applications']));
    expect((await register(both)).status).toBe(200);
    expect((await getJson(server, '/api/backoffice/privacy/register')).status).toBe(401);
  });

  it('dry-runs the next retention run: it counts what is due, and not what is held', async () => {
    const candidate = await candidateWithTwoApplications('dry-run');
    // Rejected eleven years ago: past any period the settings allow.
    for (const id of [candidate.first, candidate.second]) {
      expect(
        (
          await postJson(
            server,
            `/api/backoffice/applications/${id}/status`,
            { status: 'rejected', source: 'list' },
            officer,
          )
        ).status,
      ).toBe(200);
      const events: { id: number }[] = await server.strapi.db
        .query('api::application-status-event.application-status-event')
        .findMany({ where: { application: { documentId: id }, left_at: null }, select: ['id'] });
      await server.strapi.db.query('api::application-status-event.application-status-event').updateMany({
        where: { id: { $in: events.map((event) => event.id) } },
        data: { occurred_at: new Date(Date.now() - 11 * 365 * 86_400_000) },
      });
    }
    const dryRun = privacyRegisterSchema.parse((await register()).body).next_run;
    expect(new Date(dryRun.next_run_at).getTime()).toBeGreaterThan(Date.now());
    expect(dryRun.applications).toBeGreaterThanOrEqual(2);
    expect(dryRun.application_references.length).toBe(Math.min(dryRun.applications, DRY_RUN_LISTED));
    const before = dryRun.applications;
    await postJson(
      server,
      `/api/backoffice/applications/${candidate.second}/legal-hold`,
      { hold: true, reason: 'Audit' },
      officer,
    );
    expect(privacyRegisterSchema.parse((await register()).body).next_run.applications).toBe(before - 1);
  });

  it('exports every request, hold and erasure as CSV a spreadsheet will not run as formulas', async () => {
    // A held application whose reason starts like a formula: its row names it by reference, never by name.
    const candidate = await candidateWithTwoApplications('csv');
    const reference = String((await row(candidate.first)).reference_id);
    const held = await postJson(
      server,
      `/api/backoffice/applications/${candidate.first}/legal-hold`,
      { hold: true, reason: '=1+1 pending tribunal' },
      officer,
    );
    expect(held.status).toBe(200);
    const heldSince = new Date((await row(candidate.first)).legal_hold_since as string).toISOString();
    // A request whose handler's address starts like a formula: the export must not let it run.
    await server.strapi.documents('api::data-request.data-request').create({
      data: {
        kind: 'access',
        channel: 'back_office',
        received_at: new Date().toISOString(),
        handled_by_email: '=HYPERLINK("http://attacker.example","x")@example.com',
        outcome: 'completed',
        application_references: ['+GH-CSV1', '@GH-CSV2'],
      },
    });
    const response = await fetch(`${server.baseUrl}/api/backoffice/privacy/register.csv`, {
      headers: { cookie: officer },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="privacy-register-/);
    const rows: string[][] = parseCsv(await response.text());
    expect(rows[0]?.[0]).toBe('Record');
    const formula = rows.find((cells) => cells.some((cell) => cell.includes('HYPERLINK')));
    expect(formula?.[4]).toBe(`'=HYPERLINK("http://attacker.example","x")@example.com`);
    expect(formula?.[6]).toBe(`'+GH-CSV1 @GH-CSV2`);
    for (const cells of rows) for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@]/);
    expect(rows.some((cells) => cells[0] === 'Erasures')).toBe(true);
    const hold = rows.find((cells) => cells[0] === 'Legal holds' && cells[6] === reference);
    expect(hold?.[1]).toBe(heldSince);
    expect(rows[0]?.[10]).toBe('Reason');
    expect(hold?.[10]).toBe(`'=1+1 pending tribunal`);
    expect(rows.flat().join('\n')).not.toContain('Huda Register csv');
    expect(rows.flat().join('\n')).not.toContain(candidate.email);
    const exported = await server.strapi.db
      .query('api::audit-event.audit-event')
      .findOne({ where: { action: 'privacy.register_exported' }, orderBy: { id: 'desc' } });
    expect(exported).not.toBeNull();
    expect(
      (await fetch(`${server.baseUrl}/api/backoffice/privacy/register.csv`, { headers: { cookie: recruiter } })).status,
    ).toBe(403);
  });
});
