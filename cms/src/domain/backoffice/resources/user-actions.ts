import { adminEmailChangeFormSchema, adminPasswordSetFormSchema, messages } from '@careers/shared';
import { z } from 'zod';
import { parse, Refusal } from '../../../platform/refusal';
import {
  changedBy,
  type NoticedAccount,
  sendEmailChangedNotices,
  sendPasswordChangedNotice,
} from '../../auth/account-notices';
import { guessablePasswordProblem } from '../../auth/password-policy';
import { voidResetLinks } from '../../auth/password-reset';
import { hashPassword } from '../../auth/passwords';
import { endSessionsOf } from '../../auth/sessions';
import type { WriteContext } from '../resource';
import { reauthenticatedForOwnAccount } from './own-account';
import {
  assertEmailFree,
  assertSuperAdminRemains,
  assertWithinOwnPermissions,
  auditAccount,
  rolePermissionsOf,
  type StoredUser,
} from './users';

const USER_UID = 'api::admin-user.admin-user';

// Each action changes the account, ends its sessions and open reset links where it must, queues its
// notices and writes its audit line in one transaction: all of it happens, or none of it.

const noticed = (user: StoredUser): NoticedAccount => ({
  documentId: user.documentId,
  email: user.email,
  full_name: user.full_name,
});

/**
 * Change E-mail: the new address must differ and be free; one's own needs the current password.
 * Both addresses are told, and links mailed to the old one stop working.
 */
export async function changeEmail(context: WriteContext, user: StoredUser, input: unknown): Promise<void> {
  const { strapi, session } = context;
  assertWithinOwnPermissions(session, rolePermissionsOf(user));
  const form = parse(adminEmailChangeFormSchema, { ...(input as object), current_email: user.email });
  await reauthenticatedForOwnAccount(context, user, form.current_password);
  await assertEmailFree(strapi, form.new_email, user.id);
  await strapi.db.transaction(async () => {
    await strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { email: form.new_email } });
    await voidResetLinks(strapi, user.id);
    await sendEmailChangedNotices(strapi, noticed(user), form.new_email, changedBy(user, session.admin));
    await auditAccount(context, 'user.email_changed', user, { from: String(user.email), to: form.new_email });
  });
}

/**
 * Reset Password by an admin, or one's own change with the current password. Every session of the
 * account ends (one's own change keeps the session it came from), open reset links stop working,
 * and the account's address is told.
 */
export async function setPassword(context: WriteContext, user: StoredUser, input: unknown): Promise<void> {
  const { strapi, session } = context;
  assertWithinOwnPermissions(session, rolePermissionsOf(user));
  const form = parse(adminPasswordSetFormSchema, input);
  const own = await reauthenticatedForOwnAccount(context, user, form.current_password);
  const guessable = guessablePasswordProblem(form.new_password, String(user.email));
  if (guessable) throw new Refusal(400, guessable);
  const passwordHash = await hashPassword(form.new_password);
  await strapi.db.transaction(async () => {
    await strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { password_hash: passwordHash } });
    await endSessionsOf(strapi, user.id, 'password changed', own ? session.sessionId : undefined);
    await voidResetLinks(strapi, user.id);
    await sendPasswordChangedNotice(strapi, noticed(user), changedBy(user, session.admin));
    await auditAccount(context, 'user.password_set', user);
  });
}

const activeSchema = z.strictObject({ is_active: z.boolean() });

/** Activate or deactivate; a deactivated user's sessions and open reset links end at once. */
export async function setActive(context: WriteContext, user: StoredUser, input: unknown): Promise<void> {
  const { strapi } = context;
  assertWithinOwnPermissions(context.session, rolePermissionsOf(user));
  const { is_active } = parse(activeSchema, input);
  if (user.id === context.session.admin.id && !is_active) {
    throw new Refusal(400, messages.users.cannotDeactivateSelf);
  }
  await strapi.db.transaction(async () => {
    await assertSuperAdminRemains(strapi, user, { active: is_active });
    await strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { is_active } });
    if (!is_active) {
      await endSessionsOf(strapi, user.id, 'deactivated');
      await voidResetLinks(strapi, user.id);
    }
    await auditAccount(context, is_active ? 'user.activated' : 'user.deactivated', user);
  });
}
