import { adminEmailChangeFormSchema, adminPasswordSetFormSchema, messages } from '@careers/shared';
import { z } from 'zod';
import { hashPassword } from '../../auth/passwords';
import { endSessionsOf } from '../../auth/sessions';
import { ResourceError, type Row, type WriteContext } from '../resource';
import {
  assertEmailFree,
  assertSuperAdminRemains,
  assertWithinOwnPermissions,
  auditAccount,
  parseOrRefuse,
  rolePermissionsOf,
} from './users';

const USER_UID = 'api::admin-user.admin-user';

// Each action changes the account, ends its sessions where it must and writes its audit line in one
// transaction: all of it happens, or none of it.

/** Change E-mail: the new address must differ and be free. */
export async function changeEmail(context: WriteContext, user: Row, input: unknown): Promise<void> {
  const { strapi } = context;
  assertWithinOwnPermissions(context.session, rolePermissionsOf(user));
  const form = parseOrRefuse(adminEmailChangeFormSchema, { current_email: user.email, ...(input as object) });
  await assertEmailFree(strapi, form.new_email, user.id);
  await strapi.db.transaction(async () => {
    await strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { email: form.new_email } });
    await auditAccount(context, 'user.email_changed', user, { from: String(user.email), to: form.new_email });
  });
}

/** Reset Password by an admin: every session of that user ends. */
export async function setPassword(context: WriteContext, user: Row, input: unknown): Promise<void> {
  const { strapi } = context;
  assertWithinOwnPermissions(context.session, rolePermissionsOf(user));
  const form = parseOrRefuse(adminPasswordSetFormSchema, input);
  const passwordHash = await hashPassword(form.new_password);
  await strapi.db.transaction(async () => {
    await strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { password_hash: passwordHash } });
    await endSessionsOf(strapi, user.id, 'password changed');
    await auditAccount(context, 'user.password_set', user);
  });
}

const activeSchema = z.strictObject({ is_active: z.boolean() });

/** Activate or deactivate; a deactivated user's sessions end at once. */
export async function setActive(context: WriteContext, user: Row, input: unknown): Promise<void> {
  const { strapi } = context;
  assertWithinOwnPermissions(context.session, rolePermissionsOf(user));
  const { is_active } = parseOrRefuse(activeSchema, input);
  if (user.id === context.session.admin.id && !is_active) {
    throw new ResourceError(400, messages.users.cannotDeactivateSelf);
  }
  await strapi.db.transaction(async () => {
    await assertSuperAdminRemains(strapi, user, { active: is_active });
    await strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { is_active } });
    if (!is_active) await endSessionsOf(strapi, user.id, 'deactivated');
    await auditAccount(context, is_active ? 'user.activated' : 'user.deactivated', user);
  });
}
