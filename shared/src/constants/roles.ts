export const PERMISSION_KEYS = [
  'manage_jobs',
  'manage_applications',
  'manage_users',
  'manage_roles',
  'manage_content',
  'manage_benefits',
  'manage_settings',
  'view_analytics',
  // Our own addition: reading the audit log; super_admin has it, others when given.
  'view_audit',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];
export type Permissions = Record<PermissionKey, boolean>;

export const BUILT_IN_ROLE_NAMES = ['super_admin', 'admin', 'recruiter', 'viewer'] as const;
export type BuiltInRoleName = (typeof BUILT_IN_ROLE_NAMES)[number];

function grant(...keys: PermissionKey[]): Permissions {
  return Object.fromEntries(PERMISSION_KEYS.map((key) => [key, keys.includes(key)])) as Permissions;
}

/** The four protected roles and what each may do. */
export const BUILT_IN_ROLES: Record<BuiltInRoleName, { description: string; permissions: Permissions }> = {
  super_admin: { description: 'Full access to every part of the back office', permissions: grant(...PERMISSION_KEYS) },
  admin: {
    description: 'Manages recruiting, content and settings; cannot manage roles',
    permissions: grant(
      'manage_jobs',
      'manage_applications',
      'manage_users',
      'manage_content',
      'manage_benefits',
      'manage_settings',
      'view_analytics',
    ),
  },
  recruiter: {
    description: 'Manages jobs and applications and sees recruitment metrics',
    permissions: grant('manage_jobs', 'manage_applications', 'view_analytics'),
  },
  viewer: { description: 'Read-only access to recruitment metrics', permissions: grant('view_analytics') },
};

/** A new role's name: lowercased, spaces turned into underscores (docs/requirements.md#roles-and-the-nine-permission-flags). */
export function normaliseRoleName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}
