// Back-office accounts and sign-ins for the API tests: the real endpoints, the real e-mail.
import { getJson, type TestServer } from './test-server';

type Passwords = typeof import('../../src/domain/auth/passwords');
type Dispatcher = typeof import('../../src/platform/engine/email/dispatcher');
type Engine = typeof import('../../src/platform/engine');

export interface TestAdmin {
  id: number;
  documentId: string;
  email: string;
  password: string;
}

let counter = 0;

/** A new admin with the given built-in role, straight in the database. */
export async function createAdmin(
  server: TestServer,
  /** A built-in role, or a role a test made by its name. */
  role: 'super_admin' | 'admin' | 'recruiter' | 'viewer' | (string & {}),
  options: { active?: boolean; email?: string } = {},
): Promise<TestAdmin> {
  counter += 1;
  const email = options.email ?? `${role}.${Date.now()}.${counter}@gulfhorizon.test`;
  const password = `Correct horse ${counter} battery`;
  const roleRow = await server.strapi.db.query('api::admin-role.admin-role').findOne({ where: { name: role } });
  const { hashPassword } = server.load<Passwords>('domain/auth/passwords');
  const admin = await server.strapi.db.query('api::admin-user.admin-user').create({
    data: {
      email,
      full_name: `Test ${role} ${counter}`,
      password_hash: await hashPassword(password),
      role: roleRow.id,
      is_active: options.active ?? true,
      theme_preference: 'dark',
    },
  });
  return { id: admin.id, documentId: admin.documentId, email, password };
}

export function postJson(server: TestServer, path: string, body: unknown, cookie?: string, method = 'POST') {
  return getJson(server, path, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  }) as Promise<{
    status: number;
    headers: Headers;
    body: { data?: Record<string, unknown>; error?: { message: string } };
  }>;
}

const DELIVERY_BATCH = 50;
const DELIVERY_ROUNDS = 50;

/**
 * Sends everything the outbox holds to the test's SMTP server, as the worker would: batch after batch,
 * oldest first, until a batch comes back short. The e-mail a test waits for may be queued behind
 * other files' mail; the bound keeps a runaway outbox from hanging the suite.
 */
export async function deliverMail(server: TestServer): Promise<void> {
  const { dispatchDueEmails } = server.load<Dispatcher>('platform/engine/email/dispatcher');
  const transport = server.load<Engine>('platform/engine').mailTransport();
  for (let round = 0; round < DELIVERY_ROUNDS; round += 1) {
    const { claimed } = await dispatchDueEmails(server.strapi, {
      workerId: 'test',
      limit: DELIVERY_BATCH,
      leaseMs: 60_000,
      retryBaseMs: 0,
      transport,
    });
    if (claimed < DELIVERY_BATCH) return;
  }
  throw new Error(`the outbox still held due e-mail after ${DELIVERY_ROUNDS} batches of ${DELIVERY_BATCH}`);
}

/** Delivers the outbox, then reads the newest code e-mailed to `email`. */
export async function codeFromMail(server: TestServer, email: string): Promise<string> {
  await deliverMail(server);
  const mail = server.smtp.to(email).at(-1);
  const code = /\b([1-9]\d{5})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no sign-in code was e-mailed to ${email}`);
  return code;
}

/** The session cookie a response set, ready to send back. */
export function sessionCookie(headers: Headers): string {
  const cookie = headers.getSetCookie().find((value) => value.startsWith('careers_admin_session='));
  if (!cookie) throw new Error('no session cookie was set');
  return cookie.split(';')[0] as string;
}

/** Password, code from the mail, session: the whole sign-in. Returns the cookie to send. */
export async function signIn(server: TestServer, admin: TestAdmin): Promise<string> {
  const step1 = await postJson(server, '/api/admin-auth/password', { email: admin.email, password: admin.password });
  if (step1.status !== 200) throw new Error(`password step answered ${step1.status}: ${JSON.stringify(step1.body)}`);
  const code = await codeFromMail(server, admin.email);
  const step2 = await postJson(server, '/api/admin-auth/code', { email: admin.email, code });
  if (step2.status !== 200) throw new Error(`code step answered ${step2.status}: ${JSON.stringify(step2.body)}`);
  return sessionCookie(step2.headers);
}

/** A test file's recruiter, signed in: the account and the cookie its requests send. */
export async function signedInRecruiter(server: TestServer): Promise<{ admin: TestAdmin; cookie: string }> {
  const admin = await createAdmin(server, 'recruiter');
  return { admin, cookie: await signIn(server, admin) };
}

type JobQueue = typeof import('../../src/platform/engine/queue/job-queue');

/** Runs the queued jobs of one kind, as the worker would (forgot-password requests, for instance). */
export async function runQueuedJobs(server: TestServer, kind: string): Promise<number> {
  const ids = (await server.strapi.db
    .connection('background_jobs')
    .where({ kind, status: 'queued' })
    .pluck('id')) as number[];
  if (ids.length === 0) return 0;
  const { runDueJobs } = server.load<JobQueue>('platform/engine/queue/job-queue');
  return runDueJobs(server.strapi, { workerId: 'test', limit: ids.length, leaseMs: 60_000, retryBaseMs: 0, ids });
}

/** The reset links mailed to `email` so far, oldest first (the forgot-password jobs run and the mail is sent). */
export async function mailedResetTokens(server: TestServer, email: string): Promise<string[]> {
  await runQueuedJobs(server, 'auth.password-reset-request');
  await deliverMail(server);
  return server.smtp
    .to(email)
    .map((mail) => /reset-password\?token=([\w-]+)/.exec(mail.html)?.[1])
    .filter((token): token is string => token !== undefined);
}
