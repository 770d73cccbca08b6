// Rotating the secrets (scripts/rotate-secrets.ts), as docs/OPERATIONS.md has the operator do it: an
// OpenAI key saved in Settings on an instance, the instance stopped, `npm run secrets:rotate`, and the
// instance started with the printed lines. The key still decrypts and is what the AI calls send; the
// /cms panel's API tokens are re-encrypted too; the recruiter stays signed in and can sign in anew. Run
// with a wrong old key, or beside a running instance, it changes nothing.
import { createDecipheriv, createHash, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChildCms, startChildCms, waitFor } from '../support/child-cms';
import { newInstallation, runOperatorCommand } from '../support/installation';
import type { TestServer } from '../support/test-server';
import { testServer } from '../support/test-server';

const server = await testServer();
const installation = await newInstallation(server, 'secret-rotation');
const secret = (name: string) => `${name}-${randomUUID()}`;
const oldSecrets = {
  APP_KEYS: `${secret('key-one')},${secret('key-two')}`,
  API_TOKEN_SALT: secret('api-token-salt'),
  ADMIN_JWT_SECRET: secret('admin-jwt-secret'),
  TRANSFER_TOKEN_SALT: secret('transfer-token-salt'),
  ENCRYPTION_KEY: secret('encryption-key'),
};
/** The installation's first admin, as a development start makes it. */
const admin = { email: `rotation.${Date.now()}@gulfhorizon.test`, password: secret('password') };
/** The instance's environment file: its workers send the sign-in codes to the test's SMTP server. */
const instanceEnv: NodeJS.ProcessEnv = {
  ...installation.env,
  ...oldSecrets,
  ENGINE_WORKERS: 'true',
  SEED_DEMO_DATA: 'false',
  DEV_ADMIN_EMAIL: admin.email,
  DEV_ADMIN_PASSWORD: admin.password,
};
const openAiKey = `sk-rotation-${randomUUID()}`;
const started: ChildCms[] = [];

afterAll(async () => {
  for (const instance of started) await instance.kill();
});

async function start(env: NodeJS.ProcessEnv): Promise<ChildCms> {
  const instance = await startChildCms(server.appDir, env);
  started.push(instance);
  return instance;
}

function send(instance: ChildCms, path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  return fetch(`http://127.0.0.1:${instance.port}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** Password, the code the instance e-mailed, session cookie. */
async function signIn(instance: ChildCms, mail: TestServer): Promise<string> {
  const mailed = mail.smtp.to(admin.email).length;
  expect((await send(instance, '/api/admin-auth/password', { body: admin })).status).toBe(200);
  await waitFor(() => mail.smtp.to(admin.email).length > mailed, 30_000, 'the sign-in code e-mail');
  const code = /\b([1-9]\d{5})\b/.exec(mail.smtp.to(admin.email).at(-1)?.text ?? '')?.[1];
  const answer = await send(instance, '/api/admin-auth/code', { body: { email: admin.email, code } });
  expect(answer.status).toBe(200);
  const cookie = answer.headers.getSetCookie().find((value) => value.startsWith('careers_admin_session='));
  return String(cookie?.split(';')[0]);
}

/** The key the AI calls of `instance` send to the OpenAI server, by asking for an Arabic draft. */
async function keySentByAiCall(instance: ChildCms, cookie: string): Promise<{ status: number; sent?: string }> {
  const before = server.openai.requests.length;
  const body = { title: 'Accountant', description: 'Keeps the books.', requirements: '- ACCA' };
  const answer = await send(instance, '/api/backoffice/jobs/arabic-draft', { body, cookie });
  return { status: answer.status, sent: server.openai.requests.slice(before).at(-1)?.authorization };
}

const storedValues = () =>
  installation.rows(
    "SELECT setting_key AS what, CAST(setting_value AS TEXT) AS value FROM system_settings WHERE setting_key = 'openai_api_key' UNION ALL SELECT name AS what, encrypted_key AS value FROM strapi_api_tokens ORDER BY what",
  );

/** Strapi's encryption of an API token's access key (admin/server/services/encryption): AES-256-GCM, hex. */
function openTokenKey(encryptionKey: string, sealed: string): string {
  const [, iv, data, tag] = sealed.split(':');
  const key = createHash('sha256').update(encryptionKey).digest();
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(String(iv), 'hex'));
  decipher.setAuthTag(Buffer.from(String(tag), 'hex'));
  return Buffer.concat([decipher.update(Buffer.from(String(data), 'hex')), decipher.final()]).toString('utf8');
}

const printedLine = (stdout: string, name: string) => new RegExp(`^${name}=(.+)$`, 'm').exec(stdout)?.[1];

describe('npm run secrets:rotate', () => {
  let cookie = '';
  let tokenKeys: string[] = [];

  it('finds an OpenAI key saved in Settings and used by the AI calls', async () => {
    const instance = await start(instanceEnv);
    cookie = await signIn(instance, server);
    const saved = await send(instance, '/api/backoffice/settings/secrets/openai_api_key', {
      method: 'PUT',
      body: { value: openAiKey },
      cookie,
    });
    expect(saved.status).toBe(200);
    expect((await keySentByAiCall(instance, cookie)).sent).toBe(`Bearer ${openAiKey}`);
    // Strapi made its two default API tokens on the first start, encrypted with the same key.
    const tokens = (await storedValues()).filter((row) => row.what !== 'openai_api_key');
    expect(tokens).toHaveLength(2);
    tokenKeys = tokens.map((row) => openTokenKey(oldSecrets.ENCRYPTION_KEY, String(row.value)));
  }, 180_000);

  it('refuses while an instance runs, and with a wrong old key, changing nothing', async () => {
    const before = await storedValues();
    const running = await runOperatorCommand(server, 'rotate-secrets', ['--all'], instanceEnv);
    expect(running.code).toBe(1);
    expect(running.stderr).toMatch(/stop every instance first .* Nothing was changed\./);
    expect(running.stdout).not.toMatch(/ENCRYPTION_KEY=/);

    await started[0]?.stop();
    const wrongEnv = { ...instanceEnv, ENCRYPTION_KEY: secret('not-the-key') };
    const wrong = await runOperatorCommand(server, 'rotate-secrets', ['--encryption-key'], wrongEnv);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(
      'the setting openai_api_key, the /cms API token "Read Only", the /cms API token "Full Access" cannot be decrypted with the ENCRYPTION_KEY of this environment',
    );
    expect(wrong.stdout).not.toMatch(/ENCRYPTION_KEY=/);
    expect(await storedValues()).toEqual(before);
  }, 120_000);

  it('re-encrypts the stored values; the instance started with the printed lines uses the same key', async () => {
    const before = await storedValues();
    const rotated = await runOperatorCommand(server, 'rotate-secrets', ['--all'], instanceEnv);
    expect(rotated.stderr).toBe('');
    expect(rotated.code).toBe(0);
    expect(rotated.stdout).toContain('✔ Re-encrypted 3 stored value(s) with the new ENCRYPTION_KEY');
    const newSecrets = Object.fromEntries(
      Object.keys(oldSecrets).map((name) => [name, printedLine(rotated.stdout, name)]),
    ) as Record<keyof typeof oldSecrets, string>;
    for (const [name, value] of Object.entries(newSecrets)) {
      expect(value, name).toMatch(/^[A-Za-z0-9+/=,]{44,}$/);
      expect(value, name).not.toBe(oldSecrets[name as keyof typeof oldSecrets]);
    }
    expect(newSecrets.APP_KEYS.split(',')).toHaveLength(2);
    const after = await storedValues();
    expect(after).not.toEqual(before);
    expect(
      after
        .filter((row) => row.what !== 'openai_api_key')
        .map((row) => openTokenKey(newSecrets.ENCRYPTION_KEY, String(row.value))),
    ).toEqual(tokenKeys);

    const instance = await start({ ...instanceEnv, ...newSecrets });
    // A back-office session is a random token the database knows: new APP_KEYS leave it running.
    expect((await send(instance, '/api/admin-auth/me', { cookie })).status).toBe(200);
    const newCookie = await signIn(instance, server);
    const secrets = (await (
      await send(instance, '/api/backoffice/settings/secrets', { cookie: newCookie })
    ).json()) as {
      key: string;
      hint: string | null;
    }[];
    expect(secrets.find((row) => row.key === 'openai_api_key')?.hint).toBe(`…${openAiKey.slice(-4)}`);
    expect((await keySentByAiCall(instance, newCookie)).sent).toBe(`Bearer ${openAiKey}`);
  }, 180_000);
});
