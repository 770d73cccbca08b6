import { labels, messages } from '@careers/shared/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../test/render';
import { refusal, serve, signedInAs } from '../../test/server';
import UserAccountActions from './UserAccountActions';

const sara = { id: 'sarascout0001', email: 'sara@gulfhorizon.test', is_active: true };
const CHANGE_EMAIL = `POST /api/backoffice/users/${sara.id}/email`;

async function openChangeEmail(routes: Parameters<typeof serve>[0] = {}) {
  const server = serve({ 'GET /api/admin-auth/me': signedInAs('super_admin'), ...routes });
  await renderInAdmin(
    <RecordContextProvider value={sara}>
      <UserAccountActions />
    </RecordContextProvider>,
    { resource: 'users' },
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: labels.usersAdmin.changeEmail }));
  const dialog = await screen.findByRole('dialog', { name: labels.usersAdmin.changeEmail });
  return { server, user, dialog };
}

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
