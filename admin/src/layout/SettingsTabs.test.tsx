import { labels, PERMISSION_KEYS, type PermissionKey, type Permissions } from '@careers/shared/client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../test/render';
import { serve, signedInAs } from '../test/server';
import SettingsTabs from './SettingsTabs';

const tabs = labels.settings.tabs;
const only = (...flags: PermissionKey[]) =>
  Object.fromEntries(PERMISSION_KEYS.map((key) => [key, flags.includes(key)])) as Permissions;

describe('the Settings tab bar', () => {
  it('shows an admin with manage_settings alone its tabs, not content nor users and roles', async () => {
    serve({ 'GET /api/admin-auth/me': signedInAs(only('manage_settings')) });
    await renderInAdmin(<SettingsTabs current="advanced" />);
    expect((await screen.findByRole('tab', { selected: true })).textContent).toBe(tabs.advanced);
    for (const tab of [tabs.appearance, tabs.fileUpload, tabs.email, tabs.general])
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: tabs.content })).toBeNull();
    expect(screen.queryByRole('tab', { name: tabs.usersAndRoles })).toBeNull();
  });

  it('shows every tab to a super_admin', async () => {
    serve({ 'GET /api/admin-auth/me': signedInAs('super_admin') });
    await renderInAdmin(<SettingsTabs current="users-roles" />);
    expect((await screen.findByRole('tab', { selected: true })).textContent).toBe(tabs.usersAndRoles);
    expect(screen.getAllByRole('tab')).toHaveLength(Object.keys(tabs).length);
  });
});
