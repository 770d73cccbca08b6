import { labels, messages } from '@careers/shared/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../test/render';
import { refusal, serve, signedInAs } from '../../test/server';
import UserAccountActions from './UserAccountActions';

const sara = { id: 'sarascout0001', email: 'sara@gulfhorizon.test', is_active: true };
/** The signed-in admin's own account (signedInAs answers id 'me'). */
const myself = { id: 'me', email: 'me.myself@gulfhorizon.test', is_active: true };
const CHANGE_EMAIL = `POST /api/backoffice/users/${sara.id}/email`;

async function openDialog(
  button: string,
  routes: Parameters<typeof serve>[0] = {},
  record: { id: string; email: string; is_active: boolean } = sara,
) {
  const server = serve({ 'GET /api/admin-auth/me': signedInAs('super_admin'), ...routes });
  await renderInAdmin(
    <RecordContextProvider value={record}>
      <UserAccountActions />
    </RecordContextProvider>,
    { resource: 'users' },
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: button });
  return { server, user, dialog };
}

const openChangeEmail = (routes: Parameters<typeof serve>[0] = {}) => openDialog(labels.usersAdmin.changeEmail, routes);

describe('Change Email dialog', () => {
  it('Cancel closes it and changes nothing', async () => {
    const { server, user, dialog } = await openChangeEmail();
    expect(within(dialog).getByLabelText(labels.usersAdmin.currentEmail)).toHaveProperty('value', sara.email);
    await user.click(within(dialog).getByRole('button', { name: labels.dialogs.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests).not.toContain(CHANGE_EMAIL);
  });

  it('refuses the same address with the shared message, without asking the server', async () => {
    const { server, user, dialog } = await openChangeEmail();
    await user.type(within(dialog).getByLabelText(labels.usersAdmin.newEmail), sara.email);
    await user.click(within(dialog).getByRole('button', { name: labels.usersAdmin.updateEmail }));
    expect(await screen.findByText(messages.users.emailMustDiffer)).toBeTruthy();
    expect(server.requests).not.toContain(CHANGE_EMAIL);
  });

  it('Update Email sends the new address, says so and closes', async () => {
    const { server, user, dialog } = await openChangeEmail({ [CHANGE_EMAIL]: { body: { data: { ok: true } } } });
    await user.type(within(dialog).getByLabelText(labels.usersAdmin.newEmail), 'sara.scout@gulfhorizon.test');
    await user.click(within(dialog).getByRole('button', { name: labels.usersAdmin.updateEmail }));
    expect(await screen.findByText(messages.users.emailUpdated)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: labels.usersAdmin.changeEmail })).toBeNull());
    expect(server.bodies.get(CHANGE_EMAIL)).toEqual([{ new_email: 'sara.scout@gulfhorizon.test' }]);
  });

  it('a refusal shows the server’s message after Error: and keeps the dialog open', async () => {
    const { user, dialog } = await openChangeEmail({ [CHANGE_EMAIL]: refusal(409, messages.users.emailTaken) });
    await user.type(within(dialog).getByLabelText(labels.usersAdmin.newEmail), 'taken@gulfhorizon.test');
    await user.click(within(dialog).getByRole('button', { name: labels.usersAdmin.updateEmail }));
    expect(await screen.findByText(`Error: ${messages.users.emailTaken}`)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: labels.usersAdmin.changeEmail })).toBeTruthy();
  });
});

describe('Deactivate', () => {
  it('shows a refusal as the server words it, without Error:', async () => {
    serve({
      'GET /api/admin-auth/me': signedInAs('super_admin'),
      [`POST /api/backoffice/users/${sara.id}/active`]: refusal(400, messages.users.lastSuperAdmin),
    });
    await renderInAdmin(
      <RecordContextProvider value={sara}>
        <UserAccountActions />
      </RecordContextProvider>,
      { resource: 'users' },
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: labels.usersAdmin.deactivate }));
    expect(await screen.findByText(messages.users.lastSuperAdmin)).toBeTruthy();
  });
});

describe('Reset Password dialog', () => {
  const SET_PASSWORD = `POST /api/backoffice/users/${sara.id}/password`;

  it('shows the password rule beside the field, and refuses the e-mail name without asking the server', async () => {
    const { server, user, dialog } = await openDialog(labels.usersAdmin.resetPassword);
    expect(within(dialog).getByText(messages.passwords.rule)).toBeTruthy();
    expect(within(dialog).queryByLabelText(labels.accountFields.currentPassword)).toBeNull();
    await user.type(within(dialog).getByLabelText(labels.accountFields.newPassword), 'Sara loves 2026');
    await user.type(within(dialog).getByLabelText(labels.accountFields.confirmPassword), 'Sara loves 2026');
    await user.click(within(dialog).getByRole('button', { name: labels.usersAdmin.updatePassword }));
    expect(await screen.findByText(messages.passwords.guessable)).toBeTruthy();
    expect(server.requests).not.toContain(SET_PASSWORD);
  });

  it('shows the server’s refusal of a common password after Error:', async () => {
    const { user, dialog } = await openDialog(labels.usersAdmin.resetPassword, {
      [SET_PASSWORD]: refusal(400, messages.passwords.guessable),
    });
    await user.type(within(dialog).getByLabelText(labels.accountFields.newPassword), 'Password1');
    await user.type(within(dialog).getByLabelText(labels.accountFields.confirmPassword), 'Password1');
    await user.click(within(dialog).getByRole('button', { name: labels.usersAdmin.updatePassword }));
    expect(await screen.findByText(`Error: ${messages.passwords.guessable}`)).toBeTruthy();
  });
});

describe('on one’s own account', () => {
  const OWN_EMAIL = `POST /api/backoffice/users/${myself.id}/email`;
  const OWN_PASSWORD = `POST /api/backoffice/users/${myself.id}/password`;

  it('Change Email asks for the current password and sends it', async () => {
    const { server, user, dialog } = await openDialog(
      labels.usersAdmin.changeEmail,
      { [OWN_EMAIL]: { body: { data: { ok: true } } } },
      myself,
    );
    await user.type(within(dialog).getByLabelText(labels.usersAdmin.newEmail), 'me.moved@gulfhorizon.test');
    await user.click(within(dialog).getByRole('button', { name: labels.usersAdmin.updateEmail }));
    expect(await screen.findByText(messages.passwords.currentRequired)).toBeTruthy();
    expect(server.requests).not.toContain(OWN_EMAIL);

    await user.type(within(dialog).getByLabelText(labels.accountFields.currentPassword), 'my current one');
    await user.click(within(dialog).getByRole('button', { name: labels.usersAdmin.updateEmail }));
    expect(await screen.findByText(messages.users.emailUpdated)).toBeTruthy();
    expect(server.bodies.get(OWN_EMAIL)).toEqual([
      { new_email: 'me.moved@gulfhorizon.test', current_password: 'my current one' },
    ]);
  });

  it('Reset Password asks for the current password and shows a wrong one as the server says', async () => {
    const { server, user, dialog } = await openDialog(
      labels.usersAdmin.resetPassword,
      { [OWN_PASSWORD]: refusal(400, messages.passwords.currentWrong) },
      myself,
    );
    await user.type(within(dialog).getByLabelText(labels.accountFields.newPassword), 'tide tables at dusk');
    await user.type(within(dialog).getByLabelText(labels.accountFields.confirmPassword), 'tide tables at dusk');
    await user.type(within(dialog).getByLabelText(labels.accountFields.currentPassword), 'not it');
    await user.click(within(dialog).getByRole('button', { name: labels.usersAdmin.updatePassword }));
    expect(await screen.findByText(`Error: ${messages.passwords.currentWrong}`)).toBeTruthy();
    expect(server.bodies.get(OWN_PASSWORD)).toEqual([
      { new_password: 'tide tables at dusk', confirm_password: 'tide tables at dusk', current_password: 'not it' },
    ]);
  });
});
