import { labels, messages, PERMISSION_KEYS, type Permissions } from '@careers/shared/client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../test/render';
import { serve, signedInAs } from '../test/server';
import SettingsPage from './SettingsPage';

const allBut = (flag: string) => Object.fromEntries(PERMISSION_KEYS.map((key) => [key, key !== flag])) as Permissions;
const stored = { max_applications_per_job: 1000, system_name: 'Gulf Horizon Careers' };

describe('a Settings tab in the URL', () => {
  it('opens its own form for an admin with manage_settings', async () => {
    serve({
      'GET /api/admin-auth/me': signedInAs('admin'),
      'GET /api/backoffice/settings': { body: { data: stored } },
    });
    await renderInAdmin(<SettingsPage />, { at: '/settings?tab=general' });
    expect(await screen.findByLabelText(labels.settings.fields.system_name)).toBeTruthy();
    expect(screen.getByRole('button', { name: labels.settings.saveSettings })).toBeTruthy();
  });

  it('shows no form and reads no setting for a role without manage_settings', async () => {
    const server = serve({ 'GET /api/admin-auth/me': signedInAs(allBut('manage_settings')) });
    await renderInAdmin(<SettingsPage />, { at: '/settings?tab=general' });
    expect(await screen.findByText(messages.signIn.notAllowed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: labels.settings.saveSettings })).toBeNull();
    expect(server.requests).not.toContain('GET /api/backoffice/settings');
  });
});
