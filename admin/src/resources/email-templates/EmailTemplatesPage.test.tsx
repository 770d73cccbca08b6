import { type BuiltInRoleName, labels, messages, TEMPLATE_VARIABLES } from '@careers/shared/client';
import { fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderResourceList } from '../../test/render';
import { listOf, refusal, serve, signedInAs } from '../../test/server';
import EmailTemplatesPage from './EmailTemplatesPage';

const text = labels.emailTemplatesAdmin;
const received = {
  id: 'receivedtemplate01',
  name: 'Application received',
  template_key: 'application_received',
  subject: 'About your application',
  body: '<p>Dear , thank you.</p>',
  subject_ar: '',
  body_ar: '',
  variables: ['applicant_name', 'job_title'],
  is_active: true,
  updated_at: '2026-11-20T08:00:00.000Z',
};
const PREVIEW = `POST /api/backoffice/email-templates/${received.id}/preview`;

const signInCode = {
  ...received,
  id: 'signincodetemplate1',
  name: 'Sign-in code',
  template_key: 'sign_in_code',
  body: '<p>Your code is {{code}}</p>',
  variables: ['code'],
};

async function openEditor(
  routes: Parameters<typeof serve>[0] = {},
  { role = 'super_admin', template = received }: { role?: BuiltInRoleName; template?: typeof received } = {},
) {
  const server = serve({
    ...routes,
    'GET /api/admin-auth/me': signedInAs(role),
    'GET /api/backoffice/email-templates': listOf('email-templates', [template]),
    [PREVIEW]: ({ body }) => ({
      body: { subject: (body as { subject: string }).subject, html: '<p>preview</p>', missing: [] },
    }),
  });
  await renderResourceList('/email-templates/*', <EmailTemplatesPage />, '/email-templates');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: text.edit(template.name) }));
  // The editor is a route of its own, so a link (or a reload) opens it again.
  expect(screen.getByTestId('where').textContent).toBe(`/email-templates/${template.id}`);
  const dialog = await screen.findByRole('dialog');
  // The editor stays read-only until the admin's permissions are known: wait for it to open up
  // where it will (any template for a super_admin, an ordinary one for anyone who may edit).
  if (role === 'super_admin' || template === received) await within(dialog).findByRole('button', { name: text.save });
  // A field by its label, required ones with their asterisk ("Subject" is not "Subject in Arabic").
  const field = (label: string) =>
    within(dialog).getByLabelText((content) => content.replace(/\s*\*$/, '').trim() === label) as HTMLTextAreaElement;
  return { server, user, dialog, field };
}

describe('the e-mail template editor', () => {
  it('puts a variable where the cursor is in the body, replacing a selection', async () => {
    const { user, dialog, field } = await openEditor();
    const body = field(text.fields.body);
    body.focus();
    body.setSelectionRange('<p>Dear '.length, '<p>Dear '.length);
    await user.click(within(dialog).getByRole('button', { name: text.insertVariable('applicant_name') }));
    expect(body.value).toBe('<p>Dear {{applicant_name}}, thank you.</p>');
    // The caret is put back after the value renders (in the next frame).
    await waitFor(() => expect(body.selectionStart).toBe('<p>Dear {{applicant_name}}'.length));

    body.setSelectionRange(body.value.indexOf('thank you'), body.value.indexOf('thank you') + 'thank you'.length);
    await user.click(within(dialog).getByRole('button', { name: text.insertVariable('job_title') }));
    expect(body.value).toBe('<p>Dear {{applicant_name}}, {{job_title}}.</p>');
  });

  it('puts it in the subject when the subject was the field being written', async () => {
    const { user, dialog, field, server } = await openEditor();
    const subject = field(text.fields.subject);
    fireEvent.focus(subject);
    subject.setSelectionRange('About '.length, 'About '.length);
    await user.click(within(dialog).getByRole('button', { name: text.insertVariable('job_title') }));
    expect(subject.value).toBe('About {{job_title}}your application');
    expect(field(text.fields.body).value).toBe(received.body);
    // The preview is asked again for the draft, and shows its subject.
    await waitFor(() =>
      expect(server.bodies.get(PREVIEW)?.at(-1)).toEqual({
        subject: subject.value,
        body: received.body,
        language: 'en',
      }),
    );
    expect(await within(dialog).findByText(text.previewSubject(subject.value))).toBeTruthy();
    expect(within(dialog).getByTitle(text.previewFrame).getAttribute('sandbox')).toBe('');
  });

  it('refuses a test address that is not one, without asking the server', async () => {
    const { user, dialog, server } = await openEditor();
    await user.type(within(dialog).getByLabelText(text.testAddress), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: text.sendTest }));
    expect(await screen.findByText(messages.settings.invalidEmail)).toBeTruthy();
    expect(server.requests).not.toContain(`POST /api/backoffice/email-templates/${received.id}/test`);
  });

  it('says the save failed, with the reason the form or the server gives, and keeps the draft', async () => {
    const reason = messages.emailTemplates.securityTemplateActive('Sign-in code');
    const { user, dialog, field, server } = await openEditor({
      [`PUT /api/backoffice/email-templates/${received.id}`]: refusal(400, reason),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.clear(field(text.fields.subject));
    await user.click(within(dialog).getByRole('button', { name: text.save }));
    const notice = await screen.findByRole('dialog', { name: text.saveResult });
    expect(notice.textContent).toContain(messages.settings.templateSaveFailed);
    expect(notice.textContent).toContain(messages.validation.required);
    expect(server.requests).not.toContain(`PUT /api/backoffice/email-templates/${received.id}`);
    await user.click(within(notice).getByRole('button', { name: labels.dialogs.ok }));
    // The editor is usable again once the notice has faded out.
    await waitForElementToBeRemoved(notice);

    await user.type(field(text.fields.subject), 'New subject');
    await user.click(within(dialog).getByRole('button', { name: text.save }));
    const refused = await screen.findByRole('dialog', { name: text.saveResult });
    expect(refused.textContent).toContain(messages.settings.templateSaveFailed);
    expect(refused.textContent).toContain(reason);
    expect(field(text.fields.subject).value).toBe('New subject');
  });

  it('refuses a variable the e-mail is never given, listing the allowed ones, without asking the server', async () => {
    const { user, dialog, field, server } = await openEditor();
    // user-event reads a brace as a key descriptor: a doubled one types it.
    await user.type(field(text.fields.body), ' {{{{constructor}}');
    await user.click(within(dialog).getByRole('button', { name: text.save }));
    const notice = await screen.findByRole('dialog', { name: text.saveResult });
    expect(notice.textContent).toContain(
      messages.emailTemplates.unknownVariables(['constructor'], TEMPLATE_VARIABLES.application_received),
    );
    expect(server.requests).not.toContain(`PUT /api/backoffice/email-templates/${received.id}`);
  });

  it('shows a security e-mail read-only, saying why, to an admin without every permission', async () => {
    const { dialog, field, server } = await openEditor({}, { role: 'admin', template: signInCode });
    expect(
      await within(dialog).findByText(messages.emailTemplates.securityTemplateFullAccessOnly('Sign-in code')),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: text.save })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: text.sendTest })).toBeNull();
    expect(field(text.fields.body).readOnly).toBe(true);
    expect(server.requests).not.toContain(`PUT /api/backoffice/email-templates/${signInCode.id}`);
  });

  it('writes the Arabic wording right to left and saves it with the English', async () => {
    const SAVE = `PUT /api/backoffice/email-templates/${received.id}`;
    const { user, dialog, field, server } = await openEditor({
      [SAVE]: ({ body }) => ({ body: { ...received, ...(body as object) } }),
    });
    const subject = field(text.fields.subject_ar);
    expect(subject.getAttribute('dir')).toBe('rtl');
    expect(field(text.fields.body_ar).getAttribute('dir')).toBe('rtl');
    await user.type(subject, 'استلمنا طلبك لوظيفة ');
    // The variables go where the writer was, in the Arabic too.
    await user.click(within(dialog).getByRole('button', { name: text.insertVariable('job_title') }));
    expect(subject.value).toBe('استلمنا طلبك لوظيفة {{job_title}}');
    await user.click(within(dialog).getByRole('button', { name: text.save }));
    await waitFor(() =>
      expect(server.bodies.get(SAVE)?.at(-1)).toMatchObject({
        subject: received.subject,
        subject_ar: 'استلمنا طلبك لوظيفة {{job_title}}',
        body_ar: '',
      }),
    );
  });

  it('previews the Arabic wording and sends its test when Arabic is chosen, and the English again after', async () => {
    const { user, dialog, field, server } = await openEditor();
    await user.type(field(text.fields.subject_ar), 'استلمنا طلبك');
    await user.click(within(dialog).getByRole('button', { name: text.arabic }));
    await waitFor(() =>
      expect(server.bodies.get(PREVIEW)?.at(-1)).toEqual({ subject: 'استلمنا طلبك', body: '', language: 'ar' }),
    );
    expect(await within(dialog).findByText(text.previewSubject('استلمنا طلبك'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: text.english }));
    await waitFor(() =>
      expect(server.bodies.get(PREVIEW)?.at(-1)).toEqual({
        subject: received.subject,
        body: received.body,
        language: 'en',
      }),
    );
  });

  it('offers no Arabic wording for an e-mail that only staff receive', async () => {
    const { dialog } = await openEditor({}, { template: signInCode });
    expect(within(dialog).queryByRole('region', { name: text.arabic })).toBeNull();
    expect(within(dialog).queryByLabelText(text.fields.subject_ar, { exact: false })).toBeNull();
  });

  it('lets a super_admin edit and save the same e-mail', async () => {
    const { dialog, field } = await openEditor({}, { template: signInCode });
    expect(await within(dialog).findByRole('button', { name: text.save })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: text.sendTest })).toBeTruthy();
    expect(field(text.fields.body).readOnly).toBe(false);
    expect(
      within(dialog).queryByText(messages.emailTemplates.securityTemplateFullAccessOnly('Sign-in code')),
    ).toBeNull();
  });

  it('opens the editor from a link to its path, and closing it returns to the list', async () => {
    serve({
      'GET /api/admin-auth/me': signedInAs('super_admin'),
      'GET /api/backoffice/email-templates': listOf('email-templates', [received]),
      [PREVIEW]: { body: { subject: received.subject, html: '<p>preview</p>', missing: [] } },
    });
    await renderResourceList('/email-templates/*', <EmailTemplatesPage />, `/email-templates/${received.id}`);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: text.fields.subject })).toHaveProperty(
      'value',
      received.subject,
    );
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/email-templates'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // Reading the templates takes manage_settings as changing them does (the access map): no read-only role.
  it('is refused to a role without manage_settings, which asks for no templates', async () => {
    const server = serve({ 'GET /api/admin-auth/me': signedInAs('recruiter') });
    await renderResourceList('/email-templates/*', <EmailTemplatesPage />, '/email-templates');
    expect(await screen.findByText(/not authorized|access denied/i)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: labels.adminNav.emailTemplates })).toBeNull();
    expect(server.requests.filter((request) => request.includes('/backoffice/email-templates'))).toEqual([]);
  });
});
