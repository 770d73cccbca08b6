// One form token, one application: a signed token once made three. Its use is recorded in the
// database, in the application's own transaction, under a unique index; the same submission sent
// again gets the first one's answer.
import { messages } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { agedFormToken, applicationForm, openPosting, submitApplication } from '../support/apply-request';
import { testServer } from '../support/test-server';

type UsedTokens = typeof import('../../src/domain/applications/intake/used-form-tokens');
type FormToken = typeof import('../../src/domain/applications/intake/form-token');
type Env = typeof import('../../src/platform/config/env');

const server = await testServer();
const posting = await openPosting(server);

let counter = 0;
function newEmail(): string {
  counter += 1;
  return `token.${Date.now()}.${counter}@example.com`;
}

async function applicationsFrom(emails: string[]): Promise<number> {
  const rows = await server.strapi.db.connection('applications').whereIn('email', emails).count({ n: '*' });
  return Number(rows[0]?.n);
}

async function mailsQueuedFor(emails: string[]): Promise<number> {
  const rows = await server.strapi.db.connection('email_outbox').whereIn('recipient', emails).count({ n: '*' });
  return Number(rows[0]?.n);
}

describe('a form token', () => {
  it('makes one application; sent again it is refused with a clear message and creates nothing', async () => {
    const token = agedFormToken(server, posting.documentId);
    const first = newEmail();
    const accepted = await submitApplication(
      server,
      applicationForm(server, posting, { token, fields: { email: first } }),
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);

    const second = newEmail();
    const reused = await submitApplication(
      server,
      applicationForm(server, posting, { token, fields: { email: second } }),
    );
    expect(reused.status).toBe(409);
    expect(reused.body.error?.message).toBe(messages.apply.formAlreadySent);
    expect(await applicationsFrom([first, second])).toBe(1);
    expect(await mailsQueuedFor([second])).toBe(0);
  });

  it('sent again unchanged (nginx passing it to another instance), gets the same answer and makes one application', async () => {
    const token = agedFormToken(server, posting.documentId);
    const email = newEmail();
    const first = await submitApplication(server, applicationForm(server, posting, { token, fields: { email } }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await submitApplication(server, applicationForm(server, posting, { token, fields: { email } }));
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.data?.reference_id).toBe(first.body.data?.reference_id);
    expect(await applicationsFrom([email])).toBe(1);
    expect(await mailsQueuedFor([email])).toBe(1);
  });

  it('sent by several submissions at once, makes exactly one application', async () => {
    const token = agedFormToken(server, posting.documentId);
    const emails = [newEmail(), newEmail(), newEmail(), newEmail()];
    const answers = await Promise.all(
      emails.map((email) => submitApplication(server, applicationForm(server, posting, { token, fields: { email } }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await applicationsFrom(emails)).toBe(1);
  });

  it('stays usable after a refused submission, which used nothing', async () => {
    const token = agedFormToken(server, posting.documentId);
    const email = newEmail();
    const noCv = await submitApplication(
      server,
      applicationForm(server, posting, { token, cv: null, fields: { email } }),
    );
    expect(noCv.body.error?.message).toBe(messages.apply.cvRequired);
    const corrected = await submitApplication(server, applicationForm(server, posting, { token, fields: { email } }));
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(201);
  });

  it('is forgotten by the hourly prune once expired, when its signature check refuses it anyway', async () => {
    const token = agedFormToken(server, posting.documentId);
    const applied = await submitApplication(
      server,
      applicationForm(server, posting, { token, fields: { email: newEmail() } }),
    );
    expect(applied.status).toBe(201);
    const nonce = (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as { n: string }).n;
    const records = () => server.strapi.db.connection('used_form_tokens').where({ nonce }).count({ n: '*' });
    expect(Number((await records())[0]?.n)).toBe(1);

    const { pruneUsedFormTokens } = server.load<UsedTokens>('domain/applications/intake/used-form-tokens');
    const { checkFormToken, TOKEN_LIFETIME_MS } = server.load<FormToken>('domain/applications/intake/form-token');
    const expiry = Date.now() + TOKEN_LIFETIME_MS;
    await pruneUsedFormTokens(server.strapi, expiry);
    expect(Number((await records())[0]?.n)).toBe(0);
    const { secrets } = server.load<Env>('platform/config/env').readEnv();
    expect(checkFormToken(secrets.APP_KEYS, token, posting.documentId, expiry)).toEqual({ result: 'invalid' });
  });
});
