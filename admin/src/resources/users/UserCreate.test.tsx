import { messages } from '@careers/shared/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../test/render';
import { listOf, refusal, serve, signedInAs } from '../../test/server';
import UserCreate from './UserCreate';

const viewer = { id: 'viewerrole0001', name: 'viewer' };

async function fillForm(fields: { email: string; fullName: string; password: string }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), fields.email);
  if (fields.fullName) await user.type(screen.getByLabelText('Full name'), fields.fullName);
  await user.type(screen.getByLabelText('Password'), fields.password);
  return user;
}

describe('New Admin User', () => {
  it('refuses a short password, a blank name and no role with the shared schema’s messages, sending nothing', async () => {
    const server = serve({
      'GET /api/admin-auth/me': signedInAs('super_admin'),
      'GET /api/backoffice/roles': listOf('roles', [viewer]),
    });
    await renderInAdmin(<UserCreate />, { resource: 'users' });
    const user = await fillForm({ email: 'sara@gulfhorizon.test', fullName: '', password: 'short' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.users.passwordTooShort)).toBeTruthy();
    // The name and the role: a role not chosen is a required field, not zod's "expected string".
    expect(screen.getAllByText(messages.validation.required)).toHaveLength(2);
    expect(screen.queryByText(/expected string/)).toBeNull();
    expect(server.requests).not.toContain('POST /api/backoffice/users');
  });

  it('shows the password rule beside the field and refuses the e-mail name, sending nothing', async () => {
    const server = serve({
      'GET /api/admin-auth/me': signedInAs('super_admin'),
      'GET /api/backoffice/roles': listOf('roles', [viewer]),
    });
    await renderInAdmin(<UserCreate />, { resource: 'users' });
    expect(await screen.findByText(messages.passwords.rule)).toBeTruthy();
    const user = await fillForm({ email: 'sara.scout@gulfhorizon.test', fullName: 'Sara', password: 'SARA.SCOUT 1' });
    await user.click(screen.getByLabelText('Role'));
    await user.click(await screen.findByRole('option', { name: 'viewer' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.passwords.guessable)).toBeTruthy();
    expect(server.requests).not.toContain('POST /api/backoffice/users');
  });

  it('shows the server’s refusal verbatim after Error:', async () => {
    const server = serve({
      'GET /api/admin-auth/me': signedInAs('super_admin'),
      'GET /api/backoffice/roles': listOf('roles', [viewer]),
      'POST /api/backoffice/users': refusal(400, messages.users.emailTaken),
    });
    await renderInAdmin(<UserCreate />, { resource: 'users' });
    const user = await fillForm({
      email: 'sara@gulfhorizon.test',
      fullName: 'Sara Scout',
      password: 'long enough pass',
    });
    await user.click(screen.getByLabelText('Role'));
    await user.click(await screen.findByRole('option', { name: 'viewer' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(`Error: ${messages.users.emailTaken}`)).toBeTruthy();
    expect(server.bodies.get('POST /api/backoffice/users')).toEqual([
      { email: 'sara@gulfhorizon.test', full_name: 'Sara Scout', password: 'long enough pass', role_id: viewer.id },
    ]);
  });
});
