import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join, relative } from 'node:path';
import { messages, siteTextsIn } from '@careers/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdmin, deliverMail, postJson, signIn } from '../support/admin-session';
import { agedFormToken, applicationForm, openPosting, submitApplication } from '../support/apply-request';
import { makePosting } from '../support/factories';
import { makeExecutable, makePdf, makePng } from '../support/file-fixtures';
import { withSettings } from '../support/settings';
import { testClock } from '../support/test-clock';
import { getJson, testServer } from '../support/test-server';

type Env = typeof import('../../src/platform/config/env');

const server = await testServer();
const posting = await makePosting(server);
const privateDir = server.load<Env>('platform/config/env').readEnv().privateFilesDir;
const clock = testClock(server);

afterEach(() => {
  clock.reset();
});

/** Every file in the private store, as store keys. */
function storedFiles(): string[] {
  if (!existsSync(privateDir)) return [];
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const path = join(dir, entry);
      return statSync(path).isDirectory() ? walk(path) : [relative(privateDir, path)];
    });
  return walk(privateDir);
}

const applications = () => server.strapi.db.connection('applications');
/** Embeddings, overrides and isolates: they turn around what a mail client shows. */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

async function expectRefused(form: FormData, status: number, message: string) {
  const filesBefore = storedFiles().length;
  const countBefore = Number((await applications().count({ n: '*' }))[0]?.n);
  const response = await submitApplication(server, form);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.error?.message).toBe(message);
  expect(storedFiles()).toHaveLength(filesBefore);
  expect(Number((await applications().count({ n: '*' }))[0]?.n)).toBe(countBefore);
  return response;
}

describe('a complete application', () => {
  it('is recorded with its files, first status, confirmation e-mail and scoring job', async () => {
    const email = `Layla.Haddad.${Date.now()}@Example.com`;
    const cv = makePdf(['Layla Haddad', 'Accountant']);
    const form = applicationForm(server, posting, {
      fields: { email: `  ${email}  `, full_name: 'Layla Haddad' },
      cv: { bytes: cv, name: 'Layla CV.pdf' },
      supporting: { bytes: makePng(), name: 'certificate.png' },
    });
    const response = await submitApplication(server, form);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const referenceId = response.body.data?.reference_id ?? '';
    expect(referenceId).toMatch(/^GH-[2-9A-HJ-NP-TV-Z]{8}$/);

    const record = await server.strapi.db.query('api::application.application').findOne({
      where: { reference_id: referenceId },
      populate: { job_posting: true, status_events: true },
    });
    expect(record).toMatchObject({
      full_name: 'Layla Haddad',
      email: email.toLowerCase(),
      nationality: 'Bahrain',
      candidate_language: 'en',
      status: 'new',
      acknowledgment_accepted: true,
      is_duplicate_applicant: false,
      hired: false,
      ai_score: null,
    });
    expect(record.job_posting.documentId).toBe(posting.documentId);
    expect(Object.keys(record.screening_answers)).toHaveLength(posting.screening_questions?.length ?? 0);
    expect(record.status_events).toHaveLength(1);
    expect(record.status_events[0]).toMatchObject({ to_status: 'new', from_status: null });

    // Stored privately under generated names, byte for byte.
    expect(record.cv_url).toMatch(new RegExp(`^${posting.documentId}/\\d{13}-[0-9a-f]{12}\\.pdf$`));
    expect(record.supporting_documents_url).toMatch(
      new RegExp(`^${posting.documentId}/supporting/\\d{13}-docs-[0-9a-f]{12}\\.png$`),
    );
    expect(readFileSync(join(privateDir, record.cv_url)).equals(cv)).toBe(true);

    const job = await server.strapi.db
      .connection('background_jobs')
      .where({ idempotency_key: `score:${record.documentId}` })
      .first();
    expect(job).toMatchObject({ kind: 'application.score', status: 'queued' });

    await deliverMail(server);
    const mail = server.smtp.messages.find((message) => message.to.includes(email.toLowerCase()));
    expect(mail?.text).toContain(referenceId);
  });

  it('keeps no bidi control of the name, so recruiters read it as typed, not turned around', async () => {
    const recruiter = await createAdmin(server, 'recruiter');
    const form = applicationForm(server, posting, { fields: { full_name: ' Omar \u202efdp.exe\u202c Saleh\u2066' } });
    const notices = { email_notifications_enabled: true, email_notify_new_applications: true };
    const response = await withSettings(server.strapi, server.load, notices, async () => {
      const answer = await submitApplication(server, form);
      await deliverMail(server);
      return answer;
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);

    const row = await applications().where({ reference_id: response.body.data?.reference_id }).first('full_name');
    expect(row.full_name).toBe('Omar fdp.exe Saleh');
    const notice = server.smtp.to(recruiter.email).at(-1);
    expect(notice?.subject).toBe(`New application: Omar fdp.exe Saleh for ${posting.title}`);
    expect(`${notice?.text}${notice?.html}`).not.toMatch(BIDI_CONTROL);
  });

  it('keeps the language the candidate applied in and an Arabic name as written, and writes to them in Arabic', async () => {
    const email = `arabic.${Date.now()}@example.com`;
    const response = await submitApplication(
      server,
      applicationForm(server, posting, { fields: { candidate_language: 'ar', full_name: 'ليلى حداد', email } }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const record = await server.strapi.db
      .query('api::application.application')
      .findOne({ where: { reference_id: response.body.data?.reference_id } });
    expect(record).toMatchObject({ candidate_language: 'ar', full_name: 'ليلى حداد' });
    // The confirmation, read by a mail parser: the template's Arabic wording, laid out right to left,
    // the private link's lines in Arabic too.
    await deliverMail(server);
    const mail = server.smtp.messages.find((message) => message.to.includes(email));
    expect(mail?.subject).toBe(`استلمنا طلبك لوظيفة ${posting.title}`);
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.text).toContain('عزيزي/عزيزتي ليلى حداد،');
    expect(mail?.text).toContain(siteTextsIn('ar').selfService.emailLinkPrivate);
    expect(mail?.text).toContain(response.body.data?.reference_id ?? 'no reference');
    await expectRefused(
      applicationForm(server, posting, { fields: { candidate_language: 'fr' } }),
      400,
      messages.apply.invalidSubmission,
    );
  });

  it("names the job by its Arabic title in an Arabic candidate's e-mails, when the posting has one", async () => {
    const translated = await makePosting(server, { title_ar: 'محاسب الذمم الدائنة' });
    const arabicEmail = `ar.titled.${Date.now()}@example.com`;
    const englishEmail = `en.titled.${Date.now()}@example.com`;
    for (const [language, email] of [
      ['ar', arabicEmail],
      ['en', englishEmail],
    ] as const) {
      const response = await submitApplication(
        server,
        applicationForm(server, translated, { fields: { candidate_language: language, email } }),
      );
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    }
    await deliverMail(server);
    const subjectTo = (email: string) => server.smtp.messages.find((message) => message.to.includes(email))?.subject;
    expect(subjectTo(arabicEmail)).toBe('استلمنا طلبك لوظيفة محاسب الذمم الدائنة');
    expect(subjectTo(englishEmail)).toBe(`We received your application for ${translated.title}`);
  });

  it('writes in English to a candidate who applied in Arabic when the template has no Arabic wording', async () => {
    const templates = () => server.strapi.db.query('api::email-template.email-template');
    const received = await templates().findOne({ where: { template_key: 'application_received' } });
    const email = `arabic.english.${Date.now()}@example.com`;
    try {
      // Half translated counts as untranslated: the English goes, whole.
      await templates().update({ where: { id: received.id }, data: { body_ar: '' } });
      const response = await submitApplication(
        server,
        applicationForm(server, posting, { fields: { candidate_language: 'ar', email } }),
      );
      expect(response.status).toBe(201);
      await deliverMail(server);
      const mail = server.smtp.messages.find((message) => message.to.includes(email));
      expect(mail?.subject).toBe(`We received your application for ${posting.title}`);
      expect(mail?.html).toContain('<html lang="en" dir="ltr">');
    } finally {
      await templates().update({ where: { id: received.id }, data: { body_ar: received.body_ar } });
    }
  });

  it('marks a second application from the same address as a duplicate, naming the first', async () => {
    const email = `repeat.${Date.now()}@example.com`;
    const first = await submitApplication(server, applicationForm(server, posting, { fields: { email } }));
    expect(first.status).toBe(201);
    const other = await openPosting(server);
    const second = await submitApplication(
      server,
      applicationForm(server, other, { fields: { email: ` ${email.toUpperCase()} ` } }),
    );
    expect(second.status).toBe(201);
    const [firstRow, secondRow] = await Promise.all(
      [first, second].map((response) =>
        server.strapi.db
          .query('api::application.application')
          .findOne({ where: { reference_id: response.body.data?.reference_id } }),
      ),
    );
    expect(firstRow.is_duplicate_applicant).toBe(false);
    expect(secondRow.is_duplicate_applicant).toBe(true);
    expect(secondRow.previous_application_ids).toEqual([firstRow.documentId]);
  });
});

describe('what the server refuses', () => {
  it('refuses an executable renamed .pdf', async () => {
    await expectRefused(
      applicationForm(server, posting, { cv: { bytes: makeExecutable(), name: 'cv.pdf' } }),
      400,
      messages.apply.wrongCvType,
    );
  });

  it('refuses a CV of 10MB and one byte with the size message', async () => {
    const tooBig = makePdf(['Too big'], 10 * 1024 * 1024 + 1);
    expect(tooBig.length).toBeGreaterThan(10 * 1024 * 1024);
    await expectRefused(
      applicationForm(server, posting, { cv: { bytes: tooBig, name: 'big.pdf' } }),
      400,
      messages.apply.fileTooLarge,
    );
  });

  it('refuses a request far too large before reading it', async () => {
    // Announces 30 MB and sends almost nothing: the answer must come from the header alone.
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${server.baseUrl}/api/public/applications`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(30 * 1024 * 1024) },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      request.on('error', reject);
      request.write('--x\r\n');
    });
    expect(status).toBe(413);
  });

  it('refuses a missing CV, a wrong CV type and a missing screening answer', async () => {
    await expectRefused(applicationForm(server, posting, { cv: null }), 400, messages.apply.cvRequired);
    await expectRefused(
      applicationForm(server, posting, { cv: { bytes: makePdf(['x']), name: 'cv.txt' } }),
      400,
      messages.apply.wrongCvType,
    );
    await expectRefused(
      applicationForm(server, posting, { fields: { screening_answers: JSON.stringify({ 0: '' }) } }),
      400,
      messages.validation.answerEveryQuestion,
    );
  });

  it('refuses a NUL in any text, naming the field, and keeps nothing (PostgreSQL answered 500)', async () => {
    const answers = Object.fromEntries((posting.screening_questions ?? []).map((_, index) => [index, 'Six years']));
    const withNul: [string, string, string][] = [
      ['full_name', 'Maryam\u0000Al Sayed', 'full_name'],
      ['email', 'maryam\u0000@example.com', 'email'],
      ['phone', '+973\u00003300 1122', 'phone'],
      ['screening_answers', JSON.stringify({ ...answers, 0: 'Six\u0000years' }), 'screening_answers.0'],
    ];
    for (const [field, value, named] of withNul) {
      await expectRefused(
        applicationForm(server, posting, { fields: { [field]: value } }),
        400,
        messages.validation.controlCharacter(named),
      );
    }
  });

  it('refuses a filled honeypot as an invalid submission', async () => {
    await expectRefused(
      applicationForm(server, posting, { fields: { company_website: 'https://spam.example' } }),
      400,
      messages.apply.invalidSubmission,
    );
  });

  it('refuses a submit 2 s after the form token was issued, and a forged token', async () => {
    const issued = await getJson(server, `/api/public/jobs/${posting.documentId}/form-token`, { method: 'POST' });
    expect(issued.status).toBe(200);
    const token = (issued.body as { data: { token: string } }).data.token;
    clock.advance(2000);
    await expectRefused(applicationForm(server, posting, { token }), 400, messages.apply.tooFast);

    const [body] = agedFormToken(server, posting.documentId).split('.');
    await expectRefused(
      applicationForm(server, posting, { token: `${body}.forged` }),
      400,
      messages.apply.invalidSubmission,
    );
    const forOtherJob = agedFormToken(server, (await openPosting(server)).documentId);
    await expectRefused(
      applicationForm(server, posting, { token: forOtherJob }),
      400,
      messages.apply.invalidSubmission,
    );
  });

  it.each(['draft', 'inactive', 'closed'] as const)('refuses a %s posting', async (status) => {
    const target = await makePosting(server, { state: status });
    const token = await getJson(server, `/api/public/jobs/${target.documentId}/form-token`, { method: 'POST' });
    expect(token.status).toBe(404);
    await expectRefused(applicationForm(server, target), 404, messages.apply.postingClosed);
  });

  it('refuses an unknown posting', async () => {
    await expectRefused(
      applicationForm(server, { documentId: 'nosuchposting0000000000', screening_questions: null }),
      404,
      messages.apply.postingClosed,
    );
  });

  it('leaves no application open on a posting closed while it was sent', async () => {
    const racing = await openPosting(server);
    const cookie = await signIn(server, await createAdmin(server, 'recruiter'));
    const forms = [1, 2, 3].map((n) =>
      applicationForm(server, racing, { fields: { email: `racer.${n}.${Date.now()}@example.com` } }),
    );
    const sent = forms.map((form) => submitApplication(server, form));
    // A stored CV means its application is about to be recorded: the Close is sent into that moment.
    await expect.poll(() => existsSync(join(privateDir, racing.documentId)), { timeout: 30_000 }).toBe(true);
    const closed = await postJson(server, `/api/backoffice/job-postings/${racing.documentId}/close`, {}, cookie);
    const answers = await Promise.all(sent);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    for (const answer of answers) {
      if (answer.status !== 201) expect(answer.body.error?.message).toBe(messages.apply.postingClosed);
    }
    const taken = await server.strapi.db.query('api::application.application').findMany({
      where: { job_posting: { documentId: racing.documentId } },
      select: ['documentId', 'is_archived'],
    });
    expect(taken).toHaveLength(answers.filter((answer) => answer.status === 201).length);
    for (const row of taken) expect(row.is_archived, row.documentId).toBe(true);
  });

  it('ignores status, ai_score, reference_id and other server-owned fields', async () => {
    const response = await submitApplication(
      server,
      applicationForm(server, posting, {
        fields: {
          status: 'hired',
          ai_score: '100',
          reference_id: 'GH-CHOSEN01',
          hired: 'true',
          is_duplicate_applicant: 'true',
          cv_url: '../../etc/passwd',
        },
      }),
    );
    expect(response.status).toBe(201);
    const record = await server.strapi.db
      .query('api::application.application')
      .findOne({ where: { reference_id: response.body.data?.reference_id } });
    expect(record).toMatchObject({ status: 'new', ai_score: null, hired: false, is_duplicate_applicant: false });
    expect(record.reference_id).not.toBe('GH-CHOSEN01');
    expect(record.cv_url).toMatch(new RegExp(`^${posting.documentId}/\\d{13}-[0-9a-f]{12}\\.pdf$`));
  });

  it('never lets a file name choose where the file goes', async () => {
    const response = await submitApplication(
      server,
      applicationForm(server, posting, { cv: { bytes: makePdf(['x']), name: '../../../../tmp/evil.pdf' } }),
    );
    expect(response.status).toBe(201);
    const record = await server.strapi.db
      .query('api::application.application')
      .findOne({ where: { reference_id: response.body.data?.reference_id } });
    expect(record.cv_url).toMatch(new RegExp(`^${posting.documentId}/\\d{13}-[0-9a-f]{12}\\.pdf$`));
    expect(existsSync('/tmp/evil.pdf')).toBe(false);
  });

  it('answers 429 once an address has applied too often for one posting, and per client address', async () => {
    const email = `eager.${Date.now()}@example.com`;
    // Refused attempts do not count: a job seeker who fixes a mistake is not locked out.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expectRefused(
        applicationForm(server, posting, { fields: { email }, cv: { bytes: makeExecutable(), name: 'cv.pdf' } }),
        400,
        messages.apply.wrongCvType,
      );
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await submitApplication(server, applicationForm(server, posting, { fields: { email } }))).status).toBe(
        201,
      );
    }
    const refused = await expectRefused(
      applicationForm(server, posting, { fields: { email } }),
      429,
      messages.apply.tooManyApplications,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const knex = server.strapi.db.connection;
    await knex('rate_limit_buckets').where({ bucket_key: 'apply:ip:127.0.0.1' }).update({ hits: 1_000_000 });
    try {
      await expectRefused(applicationForm(server, posting), 429, messages.apply.tooManyApplications);
    } finally {
      await knex('rate_limit_buckets').where({ bucket_key: 'apply:ip:127.0.0.1' }).update({ hits: 0 });
    }
  });

  it('follows the upload settings: a lower size limit, and only the CV types they list', async () => {
    await withSettings(
      server.strapi,
      server.load,
      { file_upload_max_size: 1, file_upload_allowed_extensions: '.pdf,.txt' },
      async () => {
        await expectRefused(
          applicationForm(server, posting, {
            cv: { bytes: makePdf(['Two megabytes'], 2 * 1024 * 1024), name: 'cv.pdf' },
          }),
          400,
          messages.apply.fileTooLarge,
        );
        // A real Word 97 file is refused once .doc is no longer listed.
        const word97 = Buffer.concat([
          Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
          Buffer.alloc(2048),
        ]);
        await expectRefused(
          applicationForm(server, posting, { cv: { bytes: word97, name: 'cv.doc', type: 'application/msword' } }),
          400,
          messages.apply.wrongCvType,
        );
      },
    );
  });

  it('closes a posting to new applications once max_applications_per_job is reached', async () => {
    const target = await openPosting(server);
    expect((await submitApplication(server, applicationForm(server, target))).status).toBe(201);
    await withSettings(server.strapi, server.load, { max_applications_per_job: 1 }, async () => {
      await expectRefused(applicationForm(server, target), 409, messages.apply.postingClosed);
    });
    expect((await submitApplication(server, applicationForm(server, target))).status).toBe(201);
  });

  it('refuses applications while maintenance mode is on', async () => {
    await withSettings(server.strapi, server.load, { maintenance_mode: true }, async () => {
      await expectRefused(applicationForm(server, posting), 503, messages.apply.underMaintenance);
    });
  });

  it('keeps nothing when the record cannot be written: the stored files are removed again', async () => {
    // A database failure inside the one transaction: writing the first status event fails.
    const knex = server.strapi.db.connection;
    const postgres = server.database === 'postgres';
    if (postgres) {
      await knex.raw(
        "CREATE FUNCTION refuse_insert() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql",
      );
      await knex.raw(
        'CREATE TRIGGER refuse_status_events BEFORE INSERT ON application_status_events FOR EACH ROW EXECUTE FUNCTION refuse_insert()',
      );
    } else {
      await knex.raw(
        "CREATE TRIGGER refuse_status_events BEFORE INSERT ON application_status_events BEGIN SELECT RAISE(ABORT, 'disk full'); END",
      );
    }
    try {
      await expectRefused(applicationForm(server, posting), 500, messages.apply.submitFailed);
    } finally {
      await knex.raw(`DROP TRIGGER refuse_status_events${postgres ? ' ON application_status_events' : ''}`);
      if (postgres) await knex.raw('DROP FUNCTION refuse_insert()');
    }
  });

  it('is still taken when its confirmation e-mail cannot be made; the failure shows in the e-mail log', async () => {
    const knex = server.strapi.db.connection;
    await knex('email_templates').where({ template_key: 'application_received' }).update({ template_key: 'moved' });
    try {
      const response = await submitApplication(server, applicationForm(server, posting));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const record = await knex('applications').where({ reference_id: response.body.data?.reference_id }).first();
      expect(record).toBeDefined();
      const mail = await knex('email_outbox')
        .where({ idempotency_key: `application_received:${record.document_id}` })
        .first('status', 'last_error');
      expect(mail?.status).toBe('failed');
      expect(mail?.last_error).toContain('application_received');
    } finally {
      await knex('email_templates').where({ template_key: 'moved' }).update({ template_key: 'application_received' });
    }
  });
});

describe('the stored CV', () => {
  it('is not served to an anonymous request, by any URL', async () => {
    const response = await submitApplication(server, applicationForm(server, posting));
    const record = await server.strapi.db
      .query('api::application.application')
      .findOne({ where: { reference_id: response.body.data?.reference_id } });
    const key: string = record.cv_url;
    const name = key.split('/').pop();
    for (const path of [
      `/${key}`,
      `/uploads/${key}`,
      `/uploads/${name}`,
      `/private-files/${key}`,
      `/data/private-files/${key}`,
      `/cvs/${key}`,
      `/api/applications/${record.documentId}`,
      `/api/public/applications/${record.documentId}`,
      `/api/public/applications/${encodeURIComponent(key)}`,
      `/..%2F..%2Fdata%2Fprivate-files%2F${encodeURIComponent(key)}`,
    ]) {
      const answer = await getJson(server, path);
      expect(answer.status, path).toBe(404);
      expect(String(JSON.stringify(answer.body)), path).not.toContain('%PDF');
    }
  });
});
