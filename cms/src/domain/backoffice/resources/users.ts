import {
  type AdminUserRecord,
  type AuditAction,
  adminUserCreateFormSchema,
  adminUserUpdateFormSchema,
  BACK_OFFICE_API_ACCESS,
  messages,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { lockUntilCommit } from '../../../platform/database/locks';
import type { Selected, StoredRow } from '../../../platform/database/rows';
import { parse, Refusal } from '../../../platform/refusal';
import { holdsAll } from '../../auth/admin-accounts';
import { writeAudit } from '../../auth/audit';
import { guessablePasswordProblem } from '../../auth/password-policy';
import { voidResetLinks } from '../../auth/password-reset';
import { hashPassword } from '../../auth/passwords';
import { type ActiveSession, endSessionsOf } from '../../auth/sessions';
import type { ResourceConfig, WriteContext } from '../resource';

const USER_UID = 'api::admin-user.admin-user';
const ROLE_UID = 'api::admin-role.admin-role';

/** An account as Users lists it, with its role (populated whole). */
export type StoredUser = Omit<StoredRow<typeof USER_UID>, 'role'> & { role: StoredRow<typeof ROLE_UID> | null };

async function roleByDocumentId(strapi: Core.Strapi, documentId: string) {
  const role: Selected<typeof ROLE_UID, 'name' | 'permissions'> | null = await strapi.db
    .query(ROLE_UID)
    .findOne({ where: { documentId } });
  if (!role) throw new Refusal(400, messages.users.chooseRole);
  return role;
}

/**
 * Nobody hands out a role, or takes over an account, with more power than their own role has:
 * otherwise managing users would be a way to become super_admin.
 */
export function assertWithinOwnPermissions(session: ActiveSession, ...grants: unknown[]): void {
  if (!grants.every((granted) => holdsAll(session.admin, granted))) {
    throw new Refusal(403, messages.users.beyondOwnPermissions);
  }
}

/** The permission flags of a user row's role (populated by the resource's config). */
export const rolePermissionsOf = (user: StoredUser): unknown => user.role?.permissions;

export async function assertEmailFree(strapi: Core.Strapi, email: string, exceptId?: number): Promise<void> {
  const taken: Selected<typeof USER_UID, 'id'> | null = await strapi.db.query(USER_UID).findOne({ where: { email } });
  if (taken && taken.id !== exceptId) throw new Refusal(409, messages.users.emailTaken);
}

/**
 * Someone must always be able to manage the back office: the last active super_admin stays. Runs
 * inside the change's transaction, reading the account again under the lock.
 */
export async function assertSuperAdminRemains(
  strapi: Core.Strapi,
  user: StoredUser,
  change: { active?: boolean; roleName?: string },
) {
  const staysSuperAdmin = (change.active ?? true) && (change.roleName ?? 'super_admin') === 'super_admin';
  if (staysSuperAdmin) return;
  // Two such changes run one after the other, and the second sees what the first did.
  await lockUntilCommit(strapi, 'super-admins');
  const current: (Selected<typeof USER_UID, 'is_active'> & { role: Selected<typeof ROLE_UID, 'name'> | null }) | null =
    await strapi.db
      .query(USER_UID)
      .findOne({ where: { id: user.id }, select: ['id', 'is_active'], populate: { role: { select: ['name'] } } });
  if (current?.role?.name !== 'super_admin' || current.is_active !== true) return;
  const others = await strapi.db.query(USER_UID).count({
    where: { is_active: true, role: { name: 'super_admin' }, id: { $ne: user.id } },
  });
  if (others === 0) throw new Refusal(400, messages.users.lastSuperAdmin);
}

/** The audit line of a change to an account, written in the change's transaction. */
export function auditAccount(
  { strapi, session, ip }: WriteContext,
  action: AuditAction,
  user: { documentId: string },
  details: Record<string, string | boolean> = {},
): Promise<void> {
  return writeAudit(strapi, {
    action,
    actorId: session.admin.documentId,
    actorEmail: session.admin.email,
    entityType: 'admin_user',
    entityId: user.documentId,
    ip,
    details,
  });
}

async function create(context: WriteContext, input: unknown): Promise<{ documentId: string }> {
  const { strapi, session } = context;
  const form = parse(adminUserCreateFormSchema, input);
  await assertEmailFree(strapi, form.email);
  const role = await roleByDocumentId(strapi, form.role_id);
  assertWithinOwnPermissions(session, role.permissions);
  const guessable = guessablePasswordProblem(form.password, form.email);
  if (guessable) throw new Refusal(400, guessable);
  const passwordHash = await hashPassword(form.password);
  return strapi.db.transaction(async () => {
    const created: StoredRow<typeof USER_UID> = await strapi.db.query(USER_UID).create({
      data: {
        email: form.email,
        full_name: form.full_name,
        password_hash: passwordHash,
        role: role.id,
        is_active: true,
        theme_preference: 'dark',
      },
    });
    await auditAccount(context, 'user.created', created, { email: form.email, role: role.name });
    return created;
  });
}

/**
 * Name, role and active state; a new role or a deactivation ends the account's sessions, all at
 * once, and a deactivation its open reset links too.
 */
async function update(context: WriteContext, user: StoredUser, input: unknown): Promise<void> {
  const { strapi, session } = context;
  const form = parse(adminUserUpdateFormSchema, input);
  const role = await roleByDocumentId(strapi, form.role_id);
  assertWithinOwnPermissions(session, rolePermissionsOf(user), role.permissions);
  const previousRole = user.role?.id ?? null;
  if (user.id === session.admin.id && !form.is_active) {
    throw new Refusal(400, messages.users.cannotDeactivateSelf);
  }
  await strapi.db.transaction(async () => {
    await assertSuperAdminRemains(strapi, user, { active: form.is_active, roleName: role.name });
    await strapi.db.query(USER_UID).update({
      where: { id: user.id },
      data: { full_name: form.full_name, role: role.id, is_active: form.is_active },
    });
    // A new role or a deactivation takes effect now, not at the session's end.
    if (previousRole !== role.id || (user.is_active && !form.is_active)) {
      await endSessionsOf(strapi, user.id, form.is_active ? 'role changed' : 'deactivated');
    }
    if (!form.is_active) await voidResetLinks(strapi, user.id);
    await auditAccount(context, 'user.updated', user, { role: role.name, is_active: form.is_active });
  });
}

/**
 * Deleting an account: its sessions end now, the last active super_admin stays and nobody deletes
 * themselves. The audit keeps who it was (e-mail and role); links and codes still out are refused
 * once the account is gone.
 */
async function remove(context: WriteContext, user: StoredUser): Promise<void> {
  const { strapi, session } = context;
  assertWithinOwnPermissions(session, rolePermissionsOf(user));
  if (user.id === session.admin.id) throw new Refusal(400, messages.users.cannotDeleteSelf);
  await strapi.db.transaction(async () => {
    await assertSuperAdminRemains(strapi, user, { active: false });
    await endSessionsOf(strapi, user.id, 'deleted');
    await strapi.db.query(USER_UID).delete({ where: { id: user.id } });
    await auditAccount(context, 'user.deleted', user, {
      email: user.email,
      role: user.role?.name ?? '',
    });
  });
}

export const usersResource: ResourceConfig<AdminUserRecord, AdminUserRecord, StoredUser> = {
  name: 'users',
  uid: USER_UID,
  access: BACK_OFFICE_API_ACCESS.users,
  sortable: {
    email: 'email',
    full_name: 'full_name',
    created_at: 'createdAt',
    last_login: 'last_login',
    is_active: 'is_active',
    role_name: 'role.name',
  },
  defaultSort: { field: 'created_at', order: 'desc' },
  filters: {
    role_id: (value) => (typeof value === 'string' ? { role: { documentId: value } } : null),
    is_active: (value) => (typeof value === 'boolean' ? { is_active: value } : null),
  },
  search: ['email', 'full_name'],
  populate: { role: true },
  serialize: (row) => {
    const { role } = row;
    return {
      id: row.documentId,
      email: row.email,
      full_name: row.full_name,
      role_id: role?.documentId ?? null,
      role_name: role?.name ?? null,
      is_active: row.is_active,
      last_login: row.last_login ? new Date(String(row.last_login)).toISOString() : null,
      theme_preference: row.theme_preference,
      created_at: new Date(String(row.createdAt)).toISOString(),
    };
  },
  create,
  update,
  remove,
};
