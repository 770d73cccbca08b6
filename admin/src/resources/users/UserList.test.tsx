import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../test/render';
import { listOf, serve, signedInAs } from '../../test/server';
import users from '.';

const account = {
  id: 'useraccount00001',
  email: 'layla@example.com',
  full_name: 'Layla Haddad',
  role_id: 'recruiterrole001',
  role_name: 'recruiter',
  is_active: true,
  theme_preference: 'dark',
  created_at: '2026-11-01T08:00:00.000Z',
};

describe('the users list', () => {
  it("shows Last login in Bahrain's time and the back office's format: 22:30 UTC on the 20th is 01:30 on the 21st", async () => {
    serve({
      'GET /api/admin-auth/me': signedInAs('super_admin'),
      'GET /api/backoffice/users': listOf('users', [
        { ...account, last_login: '2026-11-20T22:30:00.000Z' },
        { ...account, id: 'useraccount00002', full_name: 'Never Signed In', last_login: null },
      ]),
    });
    await renderInAdmin(<users.list />, { resource: 'users' });
    const row = (await screen.findByText('Layla Haddad')).closest('tr') as HTMLElement;
    expect(within(row).getByText('21 Nov 2026, 01:30')).toBeTruthy();
    const never = (await screen.findByText('Never Signed In')).closest('tr') as HTMLElement;
    expect(never.textContent).not.toMatch(/\d{4}/);
  });
});
