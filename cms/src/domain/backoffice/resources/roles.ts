import type { AdminRoleRecord, AuditAction } from '@careers/shared';
import {
  BACK_OFFICE_API_ACCESS,
  BUILT_IN_ROLE_NAMES,
  messages,
  roleCreateFormSchema,
  roleUpdateFormSchema,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Selected, StoredRow } from '../../../platform/database/rows';
import { parse, Refusal } from '../../../platform/refusal';
import { permissionsOf } from '../../auth/admin-accounts';
import { writeAudit } from '../../auth/audit';
import type { ResourceConfig, WriteContext } from '../resource';
import { assertWithinOwnPermissions } from './users';

const ROLE_UID = 'api::admin-role.admin-role';

/** A role as the list reads it: every column, and on a page how many admins hold it. */
type StoredRole = StoredRow<typeof ROLE_UID> & { user_count?: number };

/** How many admins hold each role of the page: one query for the whole page. */
async function withUserCounts(strapi: Core.Strapi, rows: StoredRole[]): Promise<StoredRole[]> {
  if (rows.length === 0) return rows;
  const users: { role: Selected<typeof ROLE_UID, 'id'> | null }[] = await strapi.db
    .query('api::admin-user.admin-user')
    .findMany({
      where: { role: { id: { $in: rows.map((row) => row.id) } } },
      select: ['id'],
      populate: { role: { select: ['id'] } },
    });
  const counts = new Map<number, number>();
  for (const user of users) if (user.role) counts.set(user.role.id, (counts.get(user.role.id) ?? 0) + 1);
  return rows.map((row) => ({ ...row, user_count: counts.get(row.id) ?? 0 }));
}

/** The audit line of a change to a role, written in the change's transaction. */
function audit(context: WriteContext, action: AuditAction, role: { documentId: string }, name: string) {
  return writeAudit(context.strapi, {
    action,
    actorId: context.session.admin.documentId,
    actorEmail: context.session.admin.email,
    entityType: 'role',
    entityId: role.documentId,
    ip: context.ip,
    details: { name },
  });
}

async function create(context: WriteContext, input: unknown): Promise<StoredRole> {
  const form = parse(roleCreateFormSchema, input);
  assertWithinOwnPermissions(context.session, form.permissions);
  const taken = await context.strapi.db.query(ROLE_UID).count({ where: { name: form.name } });
  if (taken > 0 || (BUILT_IN_ROLE_NAMES as readonly string[]).includes(form.name)) {
    throw new Refusal(409, messages.users.roleNameTaken);
  }
  return context.strapi.db.transaction(async () => {
    const created: StoredRole = await context.strapi.db.query(ROLE_UID).create({
      data: { name: form.name, description: form.description, permissions: form.permissions, is_built_in: false },
    });
    await audit(context, 'role.created', created, form.name);
    return created;
  });
}

/** Description and permissions only: a role's name is fixed, and built-in roles are not edited. */
async function update(context: WriteContext, role: StoredRole, input: unknown): Promise<StoredRole> {
  if (role.is_built_in) throw new Refusal(403, messages.users.builtInRoleLocked);
  const form = parse(roleUpdateFormSchema, input);
  assertWithinOwnPermissions(context.session, role.permissions, form.permissions);
  return context.strapi.db.transaction(async () => {
    const updated: StoredRole = await context.strapi.db.query(ROLE_UID).update({
      where: { id: role.id },
      data: { description: form.description, permissions: form.permissions },
    });
    await audit(context, 'role.updated', role, role.name);
    return updated;
  });
}

export const rolesResource: ResourceConfig<AdminRoleRecord, AdminRoleRecord, StoredRole> = {
  name: 'roles',
  uid: ROLE_UID,
  access: BACK_OFFICE_API_ACCESS.roles,
  sortable: { name: 'name', created_at: 'createdAt' },
  defaultSort: { field: 'name', order: 'asc' },
  filters: { is_built_in: (value) => (typeof value === 'boolean' ? { is_built_in: value } : null) },
  search: ['name', 'description'],
  decorate: withUserCounts,
  serialize: (row) => {
    const permissions = permissionsOf({ role: row });
    return {
      id: row.documentId,
      name: row.name,
      description: row.description ?? '',
      permissions,
      is_built_in: row.is_built_in === true,
      user_count: Number(row.user_count ?? 0),
      permission_count: Object.values(permissions).filter(Boolean).length,
    };
  },
  create,
  update,
};
