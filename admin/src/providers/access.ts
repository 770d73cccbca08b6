// What each of the eight permission flags opens in the back office: the browser's copy of the
// server's rule (DESIGN section 6), so menus and buttons hide what the server would refuse anyway.
import type { PermissionKey, Permissions } from '@careers/shared/client';

interface Rule {
  /** Any of these lets an admin see the resource (list, show, export). */
  read: readonly PermissionKey[];
  /** Any of these lets an admin change it (create, edit, delete and the domain actions). */
  write: readonly PermissionKey[];
}

const only = (flag: PermissionKey): Rule => ({ read: [flag], write: [flag] });

/** Resources of react-admin, the back office's own pages and the Settings tabs (`settings.<tab>`). */
const RULES = {
  users: only('manage_users'),
  // Admins with manage_users pick a role for each account, so they read the roles too.
  roles: { read: ['manage_roles', 'manage_users'], write: ['manage_roles'] },
  'check-account': only('manage_users'),
  dashboard: only('view_analytics'),
  jobs: only('manage_jobs'),
  applications: only('manage_applications'),
  'hired-staff': only('manage_applications'),
  benefits: only('manage_benefits'),
  'email-templates': only('manage_settings'),
  settings: {
    read: ['manage_content', 'manage_settings', 'manage_users', 'manage_roles'],
    write: ['manage_content', 'manage_settings', 'manage_users', 'manage_roles'],
  },
  'settings.content': only('manage_content'),
  'settings.appearance': only('manage_settings'),
  'settings.file-upload': only('manage_settings'),
  'settings.email': only('manage_settings'),
  'settings.general': only('manage_settings'),
  'settings.users-roles': {
    read: ['manage_users', 'manage_roles'],
    write: ['manage_users', 'manage_roles'],
  },
  'settings.advanced': only('manage_settings'),
} satisfies Record<string, Rule>;
export type AccessResource = keyof typeof RULES;

const READ_ACTIONS = new Set(['list', 'show', 'export']);

/** Whether flags allow `action` on `resource`; anything not named above is refused. */
export function allows(permissions: Permissions, resource: string, action: string): boolean {
  if (!Object.hasOwn(RULES, resource)) return false;
  const rule: Rule = RULES[resource as AccessResource];
  const flags = READ_ACTIONS.has(action) ? rule.read : rule.write;
  return flags.some((flag) => permissions[flag] === true);
}
