import type { AuditAction } from '@careers/shared';
import { adminEmailChangeFormSchema, adminPasswordSetFormSchema, messages } from '@careers/shared';
import { z } from 'zod';
import { recordAudit } from '../../auth/audit';
import { hashPassword } from '../../auth/passwords';
import { endSessionsOf } from '../../auth/sessions';
import { ResourceError, type Row, type WriteContext } from '../resource';
import {
  assertEmailFree,
  assertSuperAdminRemains,
  assertWithinOwnPermissions,
  parseOrRefuse,
  rolePermissionsOf,
} from './users';

const USER_UID = 'api::admin-user.admin-user';

function audit(context: WriteContext, action: AuditAction, user: Row, details: Record<string, string | boolean> = {}) {
  return recordAudit(context.strapi, {
    action,
    actorId: context.session.admin.documentId,
    actorEmail: context.session.admin.email,
    entityType: 'admin_user',
    entityId: user.documentId,
    ip: context.ip,
    details,
  });
}

/** Change E-mail: the new address must differ and be free. */
export async function changeEmail(context: WriteContext, user: Row, input: unknown): Promise<void> {
  assertWithinOwnPermissions(context.session, rolePermissionsOf(user));
  const form = parseOrRefuse(adminEmailChangeFormSchema, { current_email: user.email, ...(input as object) });
  await assertEmailFree(context.strapi, form.new_email, user.id);
  await context.strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { email: form.new_email } });
  await audit(context, 'user.email_changed', user, { from: String(user.email), to: form.new_email });
}

/** Reset Password by an admin: every session of that user ends. */
export async function setPassword(context: WriteContext, user: Row, input: unknown): Promise<void> {
  assertWithinOwnPermissions(context.session, rolePermissionsOf(user));
  const form = parseOrRefuse(adminPasswordSetFormSchema, input);
  await context.strapi.db
    .query(USER_UID)
    .update({ where: { id: user.id }, data: { password_hash: await hashPassword(form.new_password) } });
  await endSessionsOf(context.strapi, user.id, 'password changed');
  await audit(context, 'user.password_set', user);
}

const activeSchema = z.strictObject({ is_active: z.boolean() });

/** Activate or deactivate; a deactivated user's sessions end at once. */
export async function setActive(context: WriteContext, user: Row, input: unknown): Promise<void> {
  assertWithinOwnPermissions(context.session, rolePermissionsOf(user));
  const { is_active } = parseOrRefuse(activeSchema, input);
  if (user.id === context.session.admin.id && !is_active) {
    throw new ResourceError(400, messages.users.cannotDeactivateSelf);
  }
  await assertSuperAdminRemains(context.strapi, user, { active: is_active });
  await context.strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { is_active } });
  if (!is_active) await endSessionsOf(context.strapi, user.id, 'deactivated');
  await audit(context, is_active ? 'user.activated' : 'user.deactivated', user);
}
