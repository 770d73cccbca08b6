// What a production instance writes while people use it: a recruiter signs in (a wrong password, then
// the right one and the e-mailed code), a client sends the sign-in a body that is not JSON, a candidate
// applies with a CV, the recruiter hires another and the hire sends the onboarding form from the mailed
// link with a CPR number and an IBAN. Every line the process writes is one JSON object, and none holds
// a secret the run used. A start stopped by a wrong setting says why in JSON too.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { companyToday, messages } from '@careers/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromMail, createAdmin, deliverMail } from '../support/admin-session';
import { applicationFields, toFormData } from '../support/application-fixture';
import { type ChildCms, startChildCms } from '../support/child-cms';
import { makePosting } from '../support/factories';
import { makePdf, makePng } from '../support/file-fixtures';
import { listedApplication } from '../support/listed-applications';
import { productionEnv } from '../support/production-env';
import { testServer } from '../support/test-server';

type FormToken = typeof import('../../src/domain/applications/intake/form-token');

const server = await testServer();
/** The instance's settings, its keys among them: secrets the log must not show either. */
const env: NodeJS.ProcessEnv = {
  ...productionEnv(server, {}),
  APP_KEYS: `log-key-one-${randomUUID()},log-key-two-${randomUUID()}`,
  // Every line the logger can write, not only production's default level's.
  LOG_LEVEL: 'debug',
};
/** Every secret this run used, by what it is: the instance's keys, then what the requests carried. */
const secrets = new Map<string, string>(
  ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'ENCRYPTION_KEY'].map((name) => [
    name,
    String(env[name]),
  ]),
);
let child: ChildCms;
/** The recruiter's session, as the browser sends it back. */
let recruiterCookie = '';

beforeAll(async () => {
  child = await startChildCms(server.appDir, env);
}, 120_000);

afterAll(async () => {
  await child?.kill();
});

/** The malformed body's request id, as nginx would pass it on. */
const MALFORMED_REQUEST = 'b0d1e5c0ffee4a11b0d1e5c0ffee4a11';

/** Every line written, each parsed: a line that is not one JSON object fails here. */
function jsonLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`a line that is not JSON: ${line}`);
      }
    });
}

/** A request as nginx passes it on: the browser reached it over https. */
function request(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return fetch(`http://127.0.0.1:${child.port}${path}`, {
    ...init,
    headers: { 'x-forwarded-proto': 'https', ...init.headers },
  });
}

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

function file(form: FormData, name: string, bytes: Buffer, filename: string, type: string): void {
  form.append(name, new Blob([new Uint8Array(bytes)], { type }), filename);
}

describe('a production instance in use', () => {
  it('signs a recruiter in with the password and the e-mailed code', async () => {
    const admin = await createAdmin(server, 'recruiter');
    secrets.set('password', admin.password);
    const wrong = `${admin.password} typo`;
    secrets.set('wrong password', wrong);
    expect((await postJson('/api/admin-auth/password', { email: admin.email, password: wrong })).status).toBe(401);
    const password = await postJson('/api/admin-auth/password', { email: admin.email, password: admin.password });
    expect(password.status).toBe(200);
    const code = await codeFromMail(server, admin.email);
    secrets.set('sign-in code', code);
    const signedIn = await postJson('/api/admin-auth/code', { email: admin.email, code });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie().find((value) => value.startsWith('careers_admin_session='));
    recruiterCookie = cookie?.split(';')[0] ?? '';
    secrets.set('session cookie', recruiterCookie.slice(recruiterCookie.indexOf('=') + 1));
    expect((await request('/api/admin-auth/me', { headers: { cookie: recruiterCookie } })).status).toBe(200);
  });

  it('answers a sign-in body that is not JSON 400 with its message, logging neither body nor password', async () => {
    const password = `Not json ${randomUUID()}`;
    secrets.set('password in a malformed body', password);
    // A client's bug: the password is there, the closing brace is not.
    const malformed = await request('/api/admin-auth/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': MALFORMED_REQUEST },
      body: `{"email":"someone@gulfhorizon.test","password":"${password}" oops`,
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { status: 400, message: messages.requests.malformedJson } });
  });

  it('takes an application with its CV', async () => {
    const posting = await makePosting(server);
    const { issueFormToken } = server.load<FormToken>('domain/applications/intake/form-token');
    // As the form's modal got it a few seconds ago, from this instance (signed with its keys).
    const formToken = issueFormToken(String(env.APP_KEYS), posting.documentId, Date.now() - 6000);
    secrets.set('form token', formToken);
    const form = toFormData(applicationFields(posting, formToken));
    file(form, 'cv', makePdf(['Maryam Al Sayed', 'Senior Accountant, 6 years']), 'maryam-cv.pdf', 'application/pdf');
    const applied = await request('/api/public/applications', { method: 'POST', body: form });
    expect(applied.status, await applied.clone().text()).toBe(201);
  });

  it("hires a candidate and takes the hire's onboarding form, with a CPR number and an IBAN", async () => {
    const posting = await makePosting(server);
    const candidate = await listedApplication(server, { status: 'interviewed', posting: posting.documentId });
    const hired = await postJson(
      `/api/backoffice/applications/${candidate.documentId}/hire`,
      {
        start_date: companyToday(new Date(Date.now() + 20 * 86_400_000)),
        salary_amount: '1250.50',
        department: 'Finance',
      },
      { cookie: recruiterCookie },
    );
    expect(hired.status, await hired.clone().text()).toBe(200);
    // The onboarding link, as the congratulations e-mail carries it.
    await deliverMail(server);
    const link = server.smtp
      .to(candidate.email)
      .map((mail) => /careers\.gulfhorizon\.test\/onboarding\/([\w-]+)/.exec(mail.html)?.[1])
      .find(Boolean);
    if (!link) throw new Error('no onboarding link was e-mailed');
    secrets.set('onboarding link', link);
    secrets.set('CPR number', '940512345');
    secrets.set('IBAN as typed', 'bh67 bmag 0000 1299 1234 56');
    secrets.set('IBAN', 'BH67BMAG00001299123456');
    const form = toFormData({
      first_name: 'Noor',
      last_name: 'Al Khalifa',
      email: candidate.email,
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
    });
    file(form, 'cpr', makePng(), 'cpr-card.png', 'image/png');
    file(form, 'passport', makePdf(['Passport', 'Noor Al Khalifa']), 'passport.pdf', 'application/pdf');
    file(form, 'certificates', makePdf(['Bachelor of Accounting']), 'degree.pdf', 'application/pdf');
    const onboarded = await request(`/api/onboarding/${link}`, { method: 'POST', body: form });
    expect(onboarded.status, await onboarded.clone().text()).toBe(200);
  });

  it('wrote JSON lines only, start to stop, without any of those secrets', async () => {
    await child.stop();
    const output = child.output();
    for (const [what, secret] of secrets) {
      expect(secret.length, what).toBeGreaterThan(5);
      expect(output.includes(secret), `the ${what} is in the log`).toBe(false);
    }
    const lines = jsonLines(output);
    // The refused body's line: what ops need to find the request, nothing of the body.
    expect(lines.find((line) => line.request_id === MALFORMED_REQUEST && line.type !== 'request')).toEqual({
      level: 'warn',
      message: '[request] refused a body that is not valid JSON',
      path: '/api/admin-auth/password',
      request_id: MALFORMED_REQUEST,
      time: expect.any(String),
    });
    if (server.database === 'postgres') {
      // The hire's writes reach pg's deprecation notice (Strapi's document service looks a record's
      // relations up with concurrent queries on the transaction's one connection): a JSON line too.
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          source: 'node',
          message: expect.stringMatching(/^DeprecationWarning: Calling client\.query\(\) when the client is already/),
        }),
      );
    }
  });
});

describe('a production start stopped by a wrong setting', () => {
  it('says why in one JSON line and exits 1', async () => {
    // As the systemd unit starts it (deploy/careers.service), with a secret missing.
    const start = spawn(
      process.execPath,
      [join(server.appDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'],
      { cwd: server.appDir, env: { ...env, ENCRYPTION_KEY: '' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    start.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    start.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    // 'close': after the exit and the last of its output.
    const code = await new Promise<number | null>((done) => start.once('close', done));
    expect(code, output).toBe(1);
    const lines = jsonLines(output);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        setting: 'ENCRYPTION_KEY',
        message: expect.stringContaining('[start] refused: ENCRYPTION_KEY is not set'),
      }),
    );
    expect(output).not.toContain(String(env.APP_KEYS));
  }, 60_000);
});
