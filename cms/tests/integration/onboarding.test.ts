import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ageFromBirthdate, messages } from '@careers/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { makePdf, makePng } from '../support/file-fixtures';
import { type MadeEmployee, makeHiredEmployee } from '../support/hired-employee-fixture';
import { forgetRateLimits } from '../support/rate-limits';
import { getJson, testServer } from '../support/test-server';
import { unfinishedUpload } from '../support/unfinished-upload';

type Env = typeof import('../../src/platform/config/env');
type Completion = typeof import('../../src/domain/hiring');
type PrivateFiles = typeof import('../../src/platform/storage/private-files');
type Tokens = typeof import('../../src/domain/auth/tokens');

const server = await testServer();
const env = server.load<Env>('platform/config/env').readEnv();
const privateDir = env.privateFilesDir;
const uploadTempDir = env.uploadTempDir;

beforeEach(async () => {
  // All requests come from 127.0.0.1: each test starts from a fresh count.
  await forgetRateLimits(server, 'onboarding-');
});

const EMPLOYEE = 'api::hired-employee.hired-employee';
const VALID_IBAN = 'BH67BMAG00001299123456';

const fields = (changes: Record<string, string> = {}): Record<string, string> => ({
  first_name: 'Noor',
  last_name: 'Al Khalifa',
  email: 'noor.alkhalifa@example.com',
  gender: 'Female',
  mobile_phone: '+973 3300 1122',
  birthdate: '1994-05-20',
  marital_status: 'Single',
  place_of_birth: 'Manama',
  home_address: 'Flat 12, Building 345, Road 678, Block 910, Manama',
  cpr_number: '940512345',
  emergency_contact_name: 'Sara Al Khalifa',
  emergency_contact_phone: '+973 3900 0000',
  bank_name: 'National Bank of Bahrain',
  iban: 'bh67 bmag 0000 1299 1234 56',
  ...changes,
});

interface Upload {
  bytes: Buffer;
  name: string;
}

const documents = (): Record<'cpr' | 'passport' | 'certificates', Upload> => ({
  cpr: { bytes: makePng(), name: 'cpr-card.png' },
  passport: { bytes: makePdf(['Passport', 'Noor Al Khalifa']), name: 'passport.pdf' },
  certificates: { bytes: makePdf(['Bachelor of Accounting']), name: 'degree.pdf' },
});

function onboardingForm(values: Record<string, string>, files: Partial<Record<string, Upload>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    if (file)
      form.append(name, new Blob([new Uint8Array(file.bytes)], { type: 'application/octet-stream' }), file.name);
  }
  return form;
}

type Answer = { status: number; headers: Headers; body: { data?: unknown; error?: { message: string } } };

const load = (token: string) => getJson(server, `/api/onboarding/${token}`) as Promise<Answer>;
const submit = (token: string, form: FormData) =>
  getJson(server, `/api/onboarding/${token}`, { method: 'POST', body: form }) as Promise<Answer>;

/** Every file the private store holds for one employee. */
function storedFor(employeeId: string): string[] {
  const dir = join(privateDir, 'onboarding', employeeId);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

const row = (documentId: string) => server.strapi.db.query(EMPLOYEE).findOne({ where: { documentId } });

async function expectRefused(employee: MadeEmployee, form: FormData, status: number, message: string) {
  const response = await submit(employee.token, form);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.error?.message).toBe(message);
  expect(storedFor(employee.documentId)).toEqual([]);
  expect(await row(employee.documentId)).toMatchObject({ onboarding_completed: false, iban: null, cpr_number: null });
}

describe('opening an onboarding link', () => {
  it('welcomes the hire by the names of the application, with the posting, and is never cached', async () => {
    const employee = await makeHiredEmployee(server);
    const response = await load(employee.token);
    expect(response.status).toBe(200);
    const [first, ...rest] = employee.fullName.split(' ');
    expect(response.body.data).toEqual({
      first_name: first,
      last_name: rest.join(' '),
      email: employee.email,
      job_title: employee.postingTitle,
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['an unknown secret', () => 'A'.repeat(43)],
    ['the stored hash itself', () => ''],
    ['odd characters', () => 'abc%2E%2E%2Fetc'],
  ])('answers %s with the invalid-link message', async (_, token) => {
    const employee = await makeHiredEmployee(server);
    const stored = await server.strapi.db
      .query(EMPLOYEE)
      .findOne({ where: { documentId: employee.documentId }, select: ['onboarding_token'] });
    // The row holds only the hash: the hash is no key to the form.
    expect(stored?.onboarding_token).not.toBe(employee.token);
    expect(stored?.onboarding_token).toBe(createHash('sha256').update(employee.token).digest('hex'));
    const response = await load(token() || String(stored?.onboarding_token));
    expect(response.status).toBe(404);
    expect(response.body.error?.message).toBe(messages.onboarding.invalidLink);
  });
});

describe('sending the onboarding form', () => {
  it('completes the hire with every field, the server’s age and three private documents, once', async () => {
    const employee = await makeHiredEmployee(server);
    const tempBefore = readdirSync(uploadTempDir).sort();
    const files = documents();
    const response = await submit(employee.token, onboardingForm(fields(), files));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(readdirSync(uploadTempDir).sort()).toEqual(tempBefore);

    const saved = await row(employee.documentId);
    expect(saved).toMatchObject({
      ...fields({ iban: VALID_IBAN }),
      // The address the link was mailed to, whatever the form said (the next test).
      email: employee.email,
      age: ageFromBirthdate('1994-05-20'),
      onboarding_completed: true,
    });
    expect(saved.onboarding_completed_at).toBeTruthy();
    const prefix = `onboarding/${employee.documentId}/`;
    expect(saved.cpr_document_url).toMatch(new RegExp(`^${prefix}cpr-\\d+-[0-9a-f]{12}\\.png$`));
    expect(saved.passport_document_url).toMatch(new RegExp(`^${prefix}passport-\\d+-[0-9a-f]{12}\\.pdf$`));
    expect(saved.certificates_url).toMatch(new RegExp(`^${prefix}certificates-\\d+-[0-9a-f]{12}\\.pdf$`));
    expect(readFileSync(join(privateDir, saved.cpr_document_url))).toEqual(files.cpr.bytes);
    expect(readFileSync(join(privateDir, saved.certificates_url))).toEqual(files.certificates.bytes);

    // The link is spent: opening or sending it again gets the product's message and changes nothing.
    const reopened = await load(employee.token);
    expect(reopened.status).toBe(409);
    expect(reopened.body.error?.message).toBe(messages.onboarding.alreadyCompleted);
    const again = await submit(employee.token, onboardingForm(fields({ bank_name: 'Other Bank' }), documents()));
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(messages.onboarding.alreadyCompleted);
    expect(storedFor(employee.documentId)).toHaveLength(3);
    expect((await row(employee.documentId)).bank_name).toBe('National Bank of Bahrain');
  });

  it('leaves one audit line: the hire, what was given and from where, none of the values nor the e-mail', async () => {
    const employee = await makeHiredEmployee(server);
    expect((await submit(employee.token, onboardingForm(fields(), documents()))).status).toBe(200);
    const lines = await server.strapi.db.query('api::audit-event.audit-event').findMany({
      where: { entity_type: 'hired_employee', entity_id: employee.documentId },
    });
    expect(lines).toEqual([
      expect.objectContaining({
        action: 'hired_employee.onboarding_completed',
        actor_email: null,
        ip: '127.0.0.1',
      }),
    ]);
    const details = lines[0]?.details as { fields: string; documents: string };
    expect(details.fields.split(',')).toEqual(expect.arrayContaining(['cpr_number', 'iban', 'bank_name']));
    expect(details.documents.split(',')).toEqual(['certificates_url', 'cpr_document_url', 'passport_document_url']);
    const stored = JSON.stringify(lines);
    for (const secret of ['940512345', VALID_IBAN, 'BH67', 'Flat 12', employee.email]) {
      expect(stored).not.toContain(secret);
    }
  });

  it('completes a link once when two submissions race, and leaves only the winner’s files', async () => {
    const employee = await makeHiredEmployee(server);
    const answers = await Promise.all(
      ['First Bank', 'Second Bank', 'Third Bank'].map((bank_name) =>
        submit(employee.token, onboardingForm(fields({ bank_name }), documents())),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    for (const answer of answers.filter((each) => each.status === 409)) {
      expect(answer.body.error?.message).toBe(messages.onboarding.alreadyCompleted);
    }
    const saved = await row(employee.documentId);
    const kept = [saved.cpr_document_url, saved.passport_document_url, saved.certificates_url]
      .map((key: string) => key.split('/').pop())
      .sort();
    expect(storedFor(employee.documentId)).toEqual(kept);
  });

  it('refuses a NUL in any text, naming the field, and keeps nothing (PostgreSQL answered 500)', async () => {
    const employee = await makeHiredEmployee(server);
    for (const field of ['first_name', 'home_address', 'emergency_contact_name', 'bank_name']) {
      const form = onboardingForm(fields({ [field]: 'Noor\u0000Manama' }), documents());
      await expectRefused(employee, form, 400, messages.validation.controlCharacter(field));
    }
  });

  it('refuses a form without all three documents', async () => {
    const employee = await makeHiredEmployee(server);
    const { cpr, passport } = documents();
    await expectRefused(
      employee,
      onboardingForm(fields(), { cpr, passport }),
      400,
      messages.onboarding.documentsRequired,
    );
    await expectRefused(employee, onboardingForm(fields(), {}), 400, messages.onboarding.documentsRequired);
  });

  it.each([
    ['PNG bytes named .pdf', { bytes: makePng(), name: 'passport.pdf' }],
    ['PDF bytes named .jpg', { bytes: makePdf(['Passport']), name: 'passport.jpg' }],
    ['an HTML page named .pdf', { bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'passport.pdf' }],
    ['a Word document', { bytes: makePdf(['Passport']), name: 'passport.docx' }],
  ])('refuses %s by its bytes', async (_, passport) => {
    const employee = await makeHiredEmployee(server);
    const form = onboardingForm(fields(), { ...documents(), passport });
    await expectRefused(employee, form, 400, messages.onboarding.wrongDocumentType);
  });

  it('refuses a document over the size limit of the settings', async () => {
    const employee = await makeHiredEmployee(server);
    const big = { bytes: makePdf(['Certificates'], 10 * 1024 * 1024 + 10), name: 'certificates.pdf' };
    await expectRefused(
      employee,
      onboardingForm(fields(), { ...documents(), certificates: big }),
      400,
      messages.apply.fileTooLarge,
    );
  });

  it.each([
    ['an IBAN with wrong check digits', { iban: 'BH68BMAG00001299123456' }, messages.onboarding.invalidIban],
    ['a Bahraini IBAN of 21 characters', { iban: 'BH67BMAG0000129912345' }, messages.onboarding.invalidIban],
    ['a CPR number of 8 digits', { cpr_number: '94051234' }, messages.onboarding.invalidCpr],
    ['a CPR number with a letter', { cpr_number: '94051234X' }, messages.onboarding.invalidCpr],
    ['a missing emergency contact', { emergency_contact_phone: '  ' }, messages.validation.required],
    ['an unknown marital status', { marital_status: 'Engaged' }, messages.validation.required],
  ])('refuses %s', async (_, changes, message) => {
    const employee = await makeHiredEmployee(server);
    await expectRefused(employee, onboardingForm(fields(changes), documents()), 400, message);
  });

  it('keeps the address the link was mailed to: an e-mail the form sends is ignored', async () => {
    const employee = await makeHiredEmployee(server);
    const form = onboardingForm(fields({ email: 'someone.else@evil.example' }), documents());
    expect((await submit(employee.token, form)).status).toBe(200);
    expect(await row(employee.documentId)).toMatchObject({ onboarding_completed: true, email: employee.email });
  });

  it('refuses an old link whose hire was issued a new one while its form was on its way', async () => {
    const employee = await makeHiredEmployee(server);
    const { completeOnboarding } = server.load<Completion>('domain/hiring');
    const { localFileStore } = server.load<PrivateFiles>('platform/storage/private-files');
    const { hashToken, newSecretToken } = server.load<Tokens>('domain/auth/tokens');
    const store = localFileStore(privateDir);
    // The old link is checked and open; while its documents are being stored, Change Status to hired
    // mails the hire a new link (a new hash on the row), as a recruiter can at any moment.
    let reissued = false;
    const storeThatReissues: typeof store = {
      ...store,
      async putFile(key, path) {
        if (!reissued) {
          reissued = true;
          await server.strapi.db.query(EMPLOYEE).update({
            where: { documentId: employee.documentId },
            data: { onboarding_token: hashToken(newSecretToken()) },
          });
        }
        return store.putFile(key, path);
      },
    };
    const dir = mkdtempSync(join(tmpdir(), 'onboarding-race-'));
    const files = Object.fromEntries(
      Object.entries(documents()).map(([document, upload]) => {
        const filepath = join(dir, upload.name);
        writeFileSync(filepath, upload.bytes);
        return [document, { filepath, size: upload.bytes.length, originalFilename: upload.name }];
      }),
    );
    const taken = completeOnboarding(server.strapi, storeThatReissues, {
      token: employee.token,
      fields: fields(),
      files,
      clientIp: '127.0.0.1',
    });
    await expect(taken).rejects.toMatchObject({ status: 409, message: messages.onboarding.alreadyCompleted });
    expect(reissued).toBe(true);
    expect(await row(employee.documentId)).toMatchObject({ onboarding_completed: false, iban: null });
    expect(storedFor(employee.documentId)).toEqual([]);
  });

  it('ignores server-owned fields a client adds', async () => {
    const employee = await makeHiredEmployee(server);
    const form = onboardingForm(
      { ...fields(), age: '3', cpr_document_url: 'elsewhere/x.pdf', onboarding_token: 'mine', hired_by: 'Me' },
      documents(),
    );
    expect((await submit(employee.token, form)).status).toBe(200);
    const saved = await row(employee.documentId);
    expect(saved.age).toBeGreaterThan(20);
    expect(saved.cpr_document_url).toMatch(/^onboarding\//);
    expect(saved.hired_by).toBe('Test Recruiter');
    expect(saved.onboarding_token).toBe(createHash('sha256').update(employee.token).digest('hex'));
  });

  it('answers an unknown link with the invalid-link message and stores nothing', async () => {
    const response = await submit('B'.repeat(43), onboardingForm(fields(), documents()));
    expect(response.status).toBe(404);
    expect(response.body.error?.message).toBe(messages.onboarding.invalidLink);
  });
});

describe('before an onboarding form is read', () => {
  // The body below is never finished: only an answer given before reading it can arrive.
  const MEGABYTES = 5 * 1024 * 1024;

  it('refuses an unknown or completed link without reading its documents', async () => {
    const unknown = await unfinishedUpload(server, `/api/onboarding/${'C'.repeat(43)}`, MEGABYTES);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe(messages.onboarding.invalidLink);
    const employee = await makeHiredEmployee(server);
    expect((await submit(employee.token, onboardingForm(fields(), documents()))).status).toBe(200);
    const completed = await unfinishedUpload(server, `/api/onboarding/${employee.token}`, MEGABYTES);
    expect(completed.status).toBe(409);
    expect(completed.body.error?.message).toBe(messages.onboarding.alreadyCompleted);
  });

  it('counts the rate limit without reading, and refuses past it', async () => {
    const employee = await makeHiredEmployee(server);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await unfinishedUpload(server, `/api/onboarding/${'D'.repeat(43)}`, MEGABYTES)).status).toBe(404);
    }
    const limited = await unfinishedUpload(server, `/api/onboarding/${employee.token}`, MEGABYTES);
    expect(limited.status).toBe(429);
    expect(limited.body.error?.message).toBe(messages.onboarding.tooManyAttempts);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('writes no more than 20 files of one request: documents sent after 20 others are never read', async () => {
    const employee = await makeHiredEmployee(server);
    const form = onboardingForm(fields(), {});
    for (let file = 0; file < 20; file += 1)
      form.append('junk', new Blob([new Uint8Array([1, 2, 3])]), `junk-${file}.pdf`);
    const { cpr, passport, certificates } = documents();
    for (const [name, upload] of Object.entries({ cpr, passport, certificates })) {
      form.append(name, new Blob([new Uint8Array(upload.bytes)]), upload.name);
    }
    const refused = await submit(employee.token, form);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe(messages.onboarding.documentsRequired);
    expect(storedFor(employee.documentId)).toEqual([]);
  });

  it('refuses a chunked upload (no Content-Length) to an open link', async () => {
    const employee = await makeHiredEmployee(server);
    const chunked = await unfinishedUpload(server, `/api/onboarding/${employee.token}`, null);
    expect(chunked.status).toBe(411);
    expect(chunked.body.error?.message).toBe(messages.requests.lengthRequired);
    expect(await row(employee.documentId)).toMatchObject({ onboarding_completed: false });
  });
});

describe('onboarding documents', () => {
  it('are reachable through no public address', async () => {
    const employee = await makeHiredEmployee(server);
    const files = documents();
    expect((await submit(employee.token, onboardingForm(fields(), files))).status).toBe(200);
    const saved = await row(employee.documentId);
    const keys: string[] = [saved.cpr_document_url, saved.passport_document_url, saved.certificates_url];
    const name = (key: string) => key.split('/').pop() ?? '';
    const paths = keys.flatMap((key) => [
      `/${key}`,
      `/uploads/${key}`,
      `/uploads/${name(key)}`,
      `/private/${key}`,
      `/onboarding/${employee.documentId}/${name(key)}`,
      `/api/onboarding/${key}`,
      `/api/upload/files?filters[name][$contains]=${name(key)}`,
    ]);
    paths.push(
      '/api/hired-employees',
      `/api/hired-employees/${employee.documentId}`,
      `/api/onboarding/${employee.token}`,
      '/api/upload/files',
    );
    const secrets = [...keys, ...keys.map(name), VALID_IBAN, '940512345'];
    for (const path of paths) {
      for (const accept of ['text/html', 'application/json', '*/*']) {
        const response = await fetch(`${server.baseUrl}${path}`, { headers: { accept }, redirect: 'manual' });
        const bytes = Buffer.from(await response.arrayBuffer());
        for (const file of Object.values(files)) expect(bytes.includes(file.bytes), path).toBe(false);
        for (const secret of secrets)
          expect(bytes.toString('latin1').includes(secret), `${path} ${secret}`).toBe(false);
      }
    }
  });
});

describe('rate limits', () => {
  it('refuses an eleventh submission from one address within the hour', async () => {
    const employee = await makeHiredEmployee(server);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await submit(employee.token, onboardingForm(fields({ cpr_number: '1' }), {}));
      expect(response.status).toBe(400);
    }
    const limited = await submit(employee.token, onboardingForm(fields(), documents()));
    expect(limited.status).toBe(429);
    expect(limited.body.error?.message).toBe(messages.onboarding.tooManyAttempts);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(storedFor(employee.documentId)).toEqual([]);
  });

  it('refuses a 61st opening of a link from one address within the hour', async () => {
    const employee = await makeHiredEmployee(server);
    for (let attempt = 0; attempt < 60; attempt += 1) expect((await load(employee.token)).status).toBe(200);
    const limited = await load(employee.token);
    expect(limited.status).toBe(429);
    expect(limited.body.error?.message).toBe(messages.onboarding.tooManyAttempts);
  });
});

describe('the onboarding page', () => {
  const page = { accept: 'text/html,application/xhtml+xml' };

  it('is the site’s one onboarding page for every link, never cached, indexed or sent on as a Referer', async () => {
    const employee = await makeHiredEmployee(server);
    for (const method of ['GET', 'HEAD']) {
      const response = await fetch(`${server.baseUrl}/onboarding/${employee.token}`, { method, headers: page });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const hash = createHash('sha256').update('window.onboardingIsland = true;').digest('base64');
      expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}'`);
      if (method === 'GET') expect(await response.text()).toContain('Employee Onboarding');
    }
    // Any secret of the right characters gets the page; its island asks the API whether it is valid.
    const unknown = await fetch(`${server.baseUrl}/onboarding/unknown-token_1`, { headers: page });
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('is not served for a secret with odd characters', async () => {
    for (const path of ['/onboarding/abc.def', '/onboarding/abc%20def', '/onboarding/abc/def']) {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: page, redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location')).toBe('/');
    }
  });
});
