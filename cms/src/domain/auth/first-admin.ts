import { type AccountDiagnosis, adminSetupSchema, emailAddress, firstIssueMessage, messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { lockUntilCommit } from '../../platform/database/locks';
import type { Selected } from '../../platform/database/rows';
import { parse, Refusal } from '../../platform/refusal';
import { findAdminByEmail } from './admin-accounts';
import { writeAudit } from './audit';
import { guessablePasswordProblem } from './password-policy';
import { hashPassword } from './passwords';

const ADMIN_UID = 'api::admin-user.admin-user';

export async function setupIsOpen(strapi: Core.Strapi): Promise<boolean> {
  return (await strapi.db.query(ADMIN_UID).count({})) === 0;
}

const setupClosed = () => new Refusal(403, messages.signIn.setupClosed);

/**
 * The first super_admin only, while no admin exists; refused afterwards, or anyone who found the page
 * could make themselves an admin. A
 * closed setup answers before the form is read, let alone its password hashed.
 */
export async function createFirstAdmin(
  strapi: Core.Strapi,
  request: { input: unknown; ip: string },
): Promise<{ message: string }> {
  const { input, ip } = request;
  if (!(await setupIsOpen(strapi))) throw setupClosed();
  const setup = parse(adminSetupSchema, input, {
    message: (error) => firstIssueMessage(error, messages.signIn.setupFailed),
    fields: false,
  });
  const guessable = guessablePasswordProblem(setup.password, setup.email);
  if (guessable) throw new Refusal(400, guessable);
  const superAdmin = await strapi.db.query('api::admin-role.admin-role').findOne({ where: { name: 'super_admin' } });
  const passwordHash = await hashPassword(setup.password);
  const created = await strapi.db.transaction(async () => {
    // Two racing setups cannot both create an account: SQLite has one writer; PostgreSQL takes a
    // lock held until the transaction ends, so the second one sees the first one's admin.
    await lockUntilCommit(strapi, 'first-admin-setup');
    if (!(await setupIsOpen(strapi)) || !superAdmin) return null;
    const admin = (await strapi.db.query(ADMIN_UID).create({
      data: {
        email: setup.email,
        full_name: setup.full_name,
        password_hash: passwordHash,
        role: superAdmin.id,
        is_active: true,
        theme_preference: 'dark',
      },
    })) as Selected<typeof ADMIN_UID, 'documentId'>;
    await writeAudit(strapi, {
      action: 'setup.first_admin',
      actorId: admin.documentId,
      actorEmail: setup.email,
      ip,
    });
    return admin;
  });
  if (!created) throw setupClosed();
  return { message: messages.signIn.setupSucceeded };
}

/** The account check of Admin Users & Roles: what exists for an e-mail and how to fix it (also printed by the CLI). */
export async function diagnoseAccount(strapi: Core.Strapi, rawEmail: string): Promise<AccountDiagnosis | null> {
  const parsed = emailAddress.safeParse(rawEmail);
  if (!parsed.success) return null;
  const admin = await findAdminByEmail(strapi, parsed.data);
  const hasPassword = Boolean(admin?.password_hash);
  const how_to_fix = !admin
    ? 'No admin has this e-mail. Create the user in Settings → Admin Users & Roles (or at /admin2025/setup when no admin exists yet).'
    : !admin.is_active
      ? 'The account is deactivated. An admin with manage_users can activate it in Settings → Admin Users & Roles.'
      : !hasPassword
        ? 'The account has no password. Use Forgot Password on the sign-in page, or set one in Settings → Admin Users & Roles.'
        : !admin.role
          ? 'The account has no role, so it may do nothing. Give it a role in Settings → Admin Users & Roles.'
          : 'The account is in order. If sign-in still fails, check the e-mail that carries the code (spam folder, the e-mail log).';
  return {
    email: parsed.data,
    admin_record_exists: Boolean(admin),
    is_active: admin ? admin.is_active : null,
    authentication_account_exists: hasPassword,
    role_name: admin?.role?.name ?? null,
    how_to_fix,
  };
}
