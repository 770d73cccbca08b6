import type { PermissionKey } from './roles';

/**
 * What each of the nine permission flags opens in the back office, in one place:
 * the server's routes and resources check it, and the admin hides menus and buttons by the same map.
 */

/** A part of the back-office API: any read flag lets an admin see it, the write flag change it. */
export interface ApiAccessRule {
  readonly read: readonly PermissionKey[];
  readonly write: PermissionKey;
}

/** A page of the admin; a page that gathers several parts may be changed with any of several flags. */
export interface PageAccessRule {
  readonly read: readonly PermissionKey[];
  readonly write: PermissionKey | readonly PermissionKey[];
}

const only = (flag: PermissionKey): ApiAccessRule => ({ read: [flag], write: flag });

/** The API's resources and action groups, by the admin's name for them (so both sides look up one key). */
export const BACK_OFFICE_API_ACCESS = {
  users: only('manage_users'),
  // Admins with manage_users pick a role for each account, so they read the roles too.
  roles: { read: ['manage_roles', 'manage_users'], write: 'manage_roles' },
  'check-account': only('manage_users'),
  jobs: only('manage_jobs'),
  applications: only('manage_applications'),
  // The interview agenda and the interviewers' calendar feeds.
  interviews: only('manage_applications'),
  // The AI keys (the secrets routes) live on the Advanced settings tab.
  'settings.advanced': only('manage_settings'),
  // Save Settings and its reads (File Upload, Email, General); builds and background work are Advanced's.
  'system-settings': only('manage_settings'),
  // The dashboard's metrics (GET /dashboard/metrics) and its page.
  dashboard: only('view_analytics'),
  // The e-mail templates: list, edit, preview and Send Test.
  'email-templates': only('manage_settings'),
  benefits: only('manage_benefits'),
  // The page sections of the Content Management tab (Settings).
  'page-sections': only('manage_content'),
  // Hired Staff: the list and each employee's non-sensitive details. Bank and ID data need more
  // (HIRED_STAFF_PRIVATE_DATA below).
  'hired-staff': only('manage_applications'),
  // The audit log: read only, through every route (no write flag opens a write: the resource has none).
  'audit-log': only('view_audit'),
} as const satisfies Record<string, ApiAccessRule>;
export type BackOfficeApiPart = keyof typeof BACK_OFFICE_API_ACCESS;

const USERS_AND_ROLES: readonly PermissionKey[] = ['manage_users', 'manage_roles'];
const ANY_SETTINGS: readonly PermissionKey[] = ['manage_content', 'manage_settings', ...USERS_AND_ROLES];

/** Resources of react-admin, the back office's own pages and the Settings tabs (`settings.<tab>`). */
export const BACK_OFFICE_PAGE_ACCESS = {
  ...BACK_OFFICE_API_ACCESS,
  settings: { read: ANY_SETTINGS, write: ANY_SETTINGS },
  'settings.content': only('manage_content'),
  'settings.appearance': only('manage_settings'),
  'settings.file-upload': only('manage_settings'),
  'settings.email': only('manage_settings'),
  'settings.general': only('manage_settings'),
  'settings.retention': only('manage_settings'),
  'settings.users-roles': { read: USERS_AND_ROLES, write: USERS_AND_ROLES },
} as const satisfies Record<string, PageAccessRule>;
export type BackOfficePage = keyof typeof BACK_OFFICE_PAGE_ACCESS;

/**
 * A hired employee's bank and ID data (CPR number, IBAN, and the CPR, passport and certificate files)
 * is HR data: more than reading applications lets a recruiter see. The permission flags are a fixed
 * set, so the rule is a pair that only HR-grade admins hold: managing applications AND managing
 * admin accounts (the built-in admin and super_admin; not recruiter or viewer). Every listed flag is
 * needed. The server omits the data and refuses the downloads without them; the admin hides them.
 */
export const HIRED_STAFF_PRIVATE_DATA = [
  'manage_applications',
  'manage_users',
] as const satisfies readonly PermissionKey[];

/** Whether an admin's flags open a hired employee's bank and ID data. */
export function canReadHiredStaffPrivateData(permissions: Partial<Record<PermissionKey, boolean>>): boolean {
  return HIRED_STAFF_PRIVATE_DATA.every((flag) => permissions[flag] === true);
}

/**
 * The Privacy register and erasure on request: a data-protection task, for admins
 * who both manage applications and manage admin accounts, as the issue names them.
 */
export const PRIVACY_OFFICER = ['manage_applications', 'manage_users'] as const satisfies readonly PermissionKey[];

export function canManagePrivacy(permissions: Partial<Record<PermissionKey, boolean>>): boolean {
  return PRIVACY_OFFICER.every((flag) => permissions[flag] === true);
}

/** Parts of the back office that need every one of several flags (not any one), by the admin's name. */
export const BACK_OFFICE_ALL_OF_ACCESS = {
  'hired-staff.private-data': canReadHiredStaffPrivateData,
  privacy: canManagePrivacy,
} as const satisfies Record<string, (permissions: Partial<Record<PermissionKey, boolean>>) => boolean>;
