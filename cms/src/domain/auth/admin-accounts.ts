import { type AdminProfile, PERMISSION_KEYS, type PermissionKey, type Permissions } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Selected } from '../../platform/database/rows';

const ADMIN_UID = 'api::admin-user.admin-user';
const ROLE_UID = 'api::admin-role.admin-role';

/** An admin as the sign-in and session code needs it, with its role's name and flags. */
export type AdminAccount = Selected<
  typeof ADMIN_UID,
  'documentId' | 'email' | 'full_name' | 'password_hash' | 'is_active' | 'theme_preference' | 'last_login'
> & { role: Selected<typeof ROLE_UID, 'documentId' | 'name' | 'permissions'> | null };

const ROLE_FIELDS = { fields: ['name', 'permissions'] as string[] };

export async function findAdminByEmail(strapi: Core.Strapi, email: string): Promise<AdminAccount | null> {
  return (await strapi.db.query(ADMIN_UID).findOne({
    where: { email: email.trim().toLowerCase() },
    populate: { role: ROLE_FIELDS },
  })) as AdminAccount | null;
}

export async function findAdminById(strapi: Core.Strapi, id: number): Promise<AdminAccount | null> {
  return (await strapi.db
    .query(ADMIN_UID)
    .findOne({ where: { id }, populate: { role: ROLE_FIELDS } })) as AdminAccount | null;
}

/** What the permission checks read of an admin: its role's flags (a partial select is enough). */
export type RoleHolder = { role: Pick<NonNullable<AdminAccount['role']>, 'permissions'> | null };

/** The eight flags of the admin's role; a missing flag is false. */
export function permissionsOf(admin: RoleHolder): Permissions {
  // A JSON column: the role forms store flag → boolean (shared role schema).
  const granted = (admin.role?.permissions ?? {}) as Partial<Record<PermissionKey, unknown>>;
  return Object.fromEntries(PERMISSION_KEYS.map((key) => [key, granted[key] === true])) as Permissions;
}

export function can(admin: RoleHolder, permission: PermissionKey): boolean {
  return permissionsOf(admin)[permission];
}

/** True when every flag that `granted` switches on is one the admin holds as well. */
export function holdsAll(admin: AdminAccount, granted: unknown): boolean {
  const own = permissionsOf(admin);
  const flags = (granted ?? {}) as Partial<Record<PermissionKey, unknown>>;
  return PERMISSION_KEYS.every((key) => flags[key] !== true || own[key]);
}

/** What the signed-in admin may see of themself. */
export function ownProfile(admin: AdminAccount): AdminProfile {
  return {
    id: admin.documentId,
    email: admin.email,
    full_name: admin.full_name,
    role_name: admin.role?.name ?? null,
    permissions: permissionsOf(admin),
    theme_preference: admin.theme_preference,
    last_login: admin.last_login ? new Date(admin.last_login).toISOString() : null,
  };
}

/**
 * One flag, any one of several, or every one of several (`allOf`, for data stricter than one flag
 * guards, e.g. HIRED_STAFF_PRIVATE_DATA); none: a good session is enough.
 */
export type PermissionNeed =
  | PermissionKey
  | readonly PermissionKey[]
  | { readonly allOf: readonly PermissionKey[] }
  | undefined;

/** Whether an admin's role meets a need. */
export function meetsNeed(admin: RoleHolder, need: PermissionNeed): boolean {
  if (need === undefined) return true;
  if (typeof need === 'string') return can(admin, need);
  if ('allOf' in need) return need.allOf.length > 0 && need.allOf.every((flag) => can(admin, flag));
  return need.length === 0 || need.some((flag) => can(admin, flag));
}
