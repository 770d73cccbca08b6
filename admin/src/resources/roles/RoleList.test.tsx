import { labels } from '@careers/shared/client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../test/render';
import { listOf, serve, signedInAs } from '../../test/server';
import roles from '.';

const rows = [
  { id: 'superadminrole01', name: 'super_admin', description: 'Everything', user_count: 1, permission_count: 8 },
];

async function listFor(role: 'super_admin' | 'admin') {
  serve({ 'GET /api/admin-auth/me': signedInAs(role), 'GET /api/backoffice/roles': listOf('roles', rows) });
  await renderInAdmin(<roles.list />, { resource: 'roles' });
  expect(await screen.findByText('super_admin')).toBeTruthy();
  expect(screen.getByText(labels.rolesAdmin.fields.permission_count)).toBeTruthy();
}

describe('the roles list', () => {
  it('offers Create to an admin with manage_roles', async () => {
    await listFor('super_admin');
    expect(await screen.findByRole('link', { name: 'Create' })).toBeTruthy();
  });

  it('shows the roles but no Create to an admin with manage_users alone', async () => {
    await listFor('admin');
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
  });
});
