// Users, roles and the account check are sub-views of Settings (its Admin Users & Roles tab): their
// pages keep the Settings tab bar and the sidebar's Settings entry.

import { labels } from '@careers/shared/client';

const tabs = labels.settings.tabs;
/** Each tab's key in the URL (`?tab=`) and its name. */
export const SETTINGS_TABS = {
  content: tabs.content,
  appearance: tabs.appearance,
  'file-upload': tabs.fileUpload,
  email: tabs.email,
  general: tabs.general,
  'users-roles': tabs.usersAndRoles,
  retention: tabs.retention,
  advanced: tabs.advanced,
} as const;
export type SettingsTab = keyof typeof SETTINGS_TABS;

/** The name under which the access rules know a tab (providers/access.ts). */
export const settingsAccessResource = (tab: SettingsTab) => `settings.${tab}` as const;
export const DEFAULT_SETTINGS_TAB: SettingsTab = 'users-roles';

/** Pages of the Admin Users & Roles tab that are routes of their own. */
export const USERS_AND_ROLES_PATHS = ['/users', '/roles', '/check-account'];

const isTab = (key: string | null): key is SettingsTab => key !== null && Object.hasOwn(SETTINGS_TABS, key);

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The Settings tab a location belongs to, or null outside Settings. */
export function settingsTabAt(pathname: string, search: string): SettingsTab | null {
  if (USERS_AND_ROLES_PATHS.some((path) => under(pathname, path))) return 'users-roles';
  if (!under(pathname, '/settings')) return null;
  const asked = new URLSearchParams(search).get('tab');
  return isTab(asked) ? asked : DEFAULT_SETTINGS_TAB;
}
