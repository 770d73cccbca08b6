import {
  ADMIN_BASE_PATH,
  firstIssueMessage,
  forgotPasswordSchema,
  messages,
  RESET_LINK_VALID_MINUTES,
  resetPasswordSchema,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { now as clockNow, currentDate } from '../../platform/clock';
import { readEnv } from '../../platform/config/env';
import { emailLimitKey } from '../../platform/email-limit-key';
import { enqueueJob, enqueueTemplatedEmail, registerJobHandler, runJobSoon } from '../../platform/engine';
import { hitRateLimit } from '../../platform/rate-limit';
import { parse, Refusal } from '../../platform/refusal';
import { sendPasswordChangedNotice } from './account-notices';
import { findAdminByEmail } from './admin-accounts';
import { writeAudit } from './audit';
import { guessablePasswordProblem } from './password-policy';
import { hashPassword } from './passwords';
import { endSessionsOf } from './sessions';
import { hashToken, newSecretToken } from './tokens';

const RESET_UID = 'api::password-reset.password-reset';
const HOUR_MS = 60 * 60 * 1000;

export const PASSWORD_RESET_REQUEST_JOB = 'auth.password-reset-request';

/**
 * A single-use link valid one hour instead of a temporary password (which would stay readable in the
 * mailbox), and the
 * same answer whether or not the e-mail belongs to an admin — in the same time too: the request only
 * queues a job, the same for every address, and the job looks the account up and writes the link.
 */
export async function forgotPassword(
  strapi: Core.Strapi,
  request: { input: unknown; ip: string },
): Promise<{ message: string }> {
  const { input, ip } = request;
  const { email } = parse(forgotPasswordSchema, input, { message: messages.validation.invalidEmail, fields: false });
  const perIp = await hitRateLimit(strapi, `forgot:ip:${ip}`, { max: 10, windowMs: HOUR_MS });
  const emailKey = emailLimitKey(readEnv().secrets.APP_KEYS, email);
  const perEmail = await hitRateLimit(strapi, `forgot:email:${emailKey}`, { max: 3, windowMs: HOUR_MS });
  if (!perIp.allowed) throw new Refusal(429, messages.signIn.tooManyAttempts);
  if (perEmail.allowed) {
    const jobId = await enqueueJob(strapi, {
      kind: PASSWORD_RESET_REQUEST_JOB,
      payload: { email, ip },
      maxAttempts: 3,
    });
    runJobSoon(jobId);
  }
  return { message: messages.signIn.forgotPasswordSent };
}

/** The job behind a forgot-password request: a link and its e-mail for an active admin, nothing otherwise. */
async function sendResetLink(strapi: Core.Strapi, payload: Record<string, unknown>): Promise<void> {
  const email = typeof payload.email === 'string' ? payload.email : '';
  const ip = typeof payload.ip === 'string' ? payload.ip : undefined;
  const admin = email ? await findAdminByEmail(strapi, email) : null;
  if (!admin?.is_active) return;
  const token = newSecretToken();
  await strapi.db.transaction(async () => {
    const reset = (await strapi.db.query(RESET_UID).create({
      data: {
        admin_user: admin.id,
        token_hash: hashToken(token),
        expires_at: new Date(clockNow() + RESET_LINK_VALID_MINUTES * 60 * 1000),
      },
    })) as { id: number };
    await enqueueTemplatedEmail(strapi, {
      to: admin.email,
      purpose: 'password reset',
      templateKey: 'password_reset',
      idempotencyKey: `password_reset:${reset.id}`,
      adminUserId: admin.documentId,
      urgent: true,
      variables: {
        admin_name: admin.full_name,
        reset_link: `${readEnv().publicUrl}${ADMIN_BASE_PATH}/reset-password?token=${token}`,
      },
      redactAfterSend: [token],
    });
    await writeAudit(strapi, { action: 'password.reset_requested', actorId: admin.documentId, actorEmail: email, ip });
  });
}

export function registerPasswordResetJob(): void {
  registerJobHandler(PASSWORD_RESET_REQUEST_JOB, (job, strapi) => sendResetLink(strapi, job.payload));
}

interface ResetRow {
  id: number;
  admin_user: { id: number; documentId: string; email: string; full_name: string; is_active: boolean } | null;
}

/**
 * Every link the account still has open stops working: once one of them is used, and in the
 * transaction of any change that must end them: a password set by an admin or by its
 * owner, a new e-mail address, a deactivation.
 */
export async function voidResetLinks(strapi: Core.Strapi, adminId: number): Promise<void> {
  const open = (await strapi.db.query(RESET_UID).findMany({
    where: { admin_user: { id: adminId }, used_at: { $null: true } },
    select: ['id'],
  })) as { id: number }[];
  if (open.length === 0) return;
  await strapi.db
    .query(RESET_UID)
    .updateMany({ where: { id: { $in: open.map((link) => link.id) } }, data: { used_at: currentDate() } });
}

/** The link was used (or voided) by another request first: the transaction is rolled back. */
class ResetLinkUsed extends Error {}

/** A new password from a reset link: the link is used up and every session of the account ends. */
export async function resetPassword(
  strapi: Core.Strapi,
  request: { input: unknown; ip: string },
): Promise<{ message: string }> {
  const { input, ip } = request;
  const { token, new_password } = parse(resetPasswordSchema, input, {
    message: (error) => firstIssueMessage(error, messages.signIn.resetFailed),
    fields: false,
  });
  const reset = (await strapi.db.query(RESET_UID).findOne({
    where: { token_hash: hashToken(token), used_at: { $null: true }, expires_at: { $gt: currentDate() } },
    populate: { admin_user: { fields: ['id', 'documentId', 'email', 'full_name', 'is_active'] } },
  })) as ResetRow | null;
  const admin = reset?.admin_user;
  if (!reset || !admin?.is_active) throw new Refusal(400, messages.signIn.invalidResetToken);
  const guessable = guessablePasswordProblem(new_password, admin.email);
  if (guessable) throw new Refusal(400, guessable);
  const passwordHash = await hashPassword(new_password);
  try {
    // One transaction that starts by writing the account's row: two links of one account used at
    // once queue behind each other there (no deadlock on the links), and the second then finds its
    // link voided and changes nothing. Password, links, sessions, notice and audit change together.
    await strapi.db.transaction(async () => {
      await strapi.db
        .query('api::admin-user.admin-user')
        .update({ where: { id: admin.id }, data: { password_hash: passwordHash } });
      const { count } = await strapi.db
        .query(RESET_UID)
        .updateMany({ where: { id: reset.id, used_at: { $null: true } }, data: { used_at: currentDate() } });
      if (count !== 1) throw new ResetLinkUsed();
      await voidResetLinks(strapi, admin.id);
      await endSessionsOf(strapi, admin.id, 'password reset');
      await sendPasswordChangedNotice(strapi, admin, messages.accountNotices.byResetLink);
      await writeAudit(strapi, {
        action: 'password.reset',
        actorId: admin.documentId,
        actorEmail: admin.email,
        ip,
      });
    });
  } catch (error) {
    if (error instanceof ResetLinkUsed) throw new Refusal(400, messages.signIn.invalidResetToken);
    throw error;
  }
  return { message: messages.users.passwordUpdated };
}
