import { SIGN_IN_CODE } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { incrementColumn } from '../../platform/database/raw';
import type { Selected } from '../../platform/database/rows';
import { enqueueTemplatedEmail } from '../../platform/engine';
import type { AdminAccount } from './admin-accounts';
import { hashSignInCode, newSignInCode, sameHash } from './tokens';

const CODE_UID = 'api::sign-in-code.sign-in-code' as const;
const MINUTE_MS = 60 * 1000;
/** Wrong codes count over this window, across codes: asking for a new code does not reset them. */
const FAILURE_WINDOW_MS = 15 * MINUTE_MS;

type CodeRow = Selected<typeof CODE_UID, 'code_hash' | 'expires_at'>;

export type IssueResult =
  | { sent: true; expiresAt: Date }
  | { sent: false; reason: 'code-still-valid'; expiresAt: Date }
  | { sent: false; reason: 'email-failed'; message: string };

async function liveCode(strapi: Core.Strapi, email: string): Promise<CodeRow | null> {
  return (await strapi.db.query(CODE_UID).findOne({
    where: { email, verified: false, voided_at: { $null: true }, expires_at: { $gt: new Date() } },
    orderBy: { id: 'desc' },
  })) as CodeRow | null;
}

/** Wrong codes entered for this e-mail in the failure window, over all its codes. */
async function recentFailures(strapi: Core.Strapi, email: string): Promise<number> {
  const rows: Selected<typeof CODE_UID, 'failed_attempts'>[] = await strapi.db.query(CODE_UID).findMany({
    where: { email, createdAt: { $gt: new Date(Date.now() - FAILURE_WINDOW_MS) } },
    select: ['failed_attempts'],
  });
  return rows.reduce((sum, row) => sum + (row.failed_attempts ?? 0), 0);
}

/**
 * Sends a new six-digit code, valid 5 minutes, stored only as a keyed hash. While a code is still
 * valid no new one is made (resend only after expiry): the caller shows the running countdown.
 */
export async function issueSignInCode(strapi: Core.Strapi, appKeys: string, admin: AdminAccount): Promise<IssueResult> {
  const current = await liveCode(strapi, admin.email);
  // liveCode only finds a code with an expiry still ahead.
  if (current?.expires_at) return { sent: false, reason: 'code-still-valid', expiresAt: new Date(current.expires_at) };
  const code = newSignInCode();
  const expiresAt = new Date(Date.now() + SIGN_IN_CODE.validMinutes * MINUTE_MS);
  return strapi.db.transaction(async () => {
    const row = (await strapi.db.query(CODE_UID).create({
      data: {
        email: admin.email,
        admin_user: admin.id,
        code_hash: hashSignInCode(appKeys, admin.email, code),
        expires_at: expiresAt,
        verified: false,
        failed_attempts: 0,
      },
    })) as CodeRow;
    const queued = await enqueueTemplatedEmail(strapi, {
      to: admin.email,
      purpose: 'sign-in code',
      templateKey: 'sign_in_code',
      idempotencyKey: `sign_in_code:${row.id}`,
      adminUserId: admin.documentId,
      variables: { code },
      urgent: true,
      // The stored copy of the message never keeps the code once it is sent.
      redactAfterSend: [code],
      // A developer without a mailbox reads the code in the log (development only).
      logSecretInDevelopment: true,
    });
    if (queued.status !== 'pending') {
      await strapi.db.query(CODE_UID).update({ where: { id: row.id }, data: { voided_at: new Date() } });
      return { sent: false, reason: 'email-failed', message: queued.reason ?? queued.status } as const;
    }
    return { sent: true, expiresAt } as const;
  });
}

export type CodeCheck = 'ok' | 'wrong' | 'none';

/**
 * Checks a code against the latest unverified, unexpired code of the e-mail. Right: it is used up.
 * Wrong: counted; after five wrong codes in the window the code is void.
 */
export async function checkSignInCode(
  strapi: Core.Strapi,
  appKeys: string,
  email: string,
  code: string,
): Promise<CodeCheck> {
  const current = await liveCode(strapi, email);
  if (!current) return 'none';
  const failures = await recentFailures(strapi, email);
  if (failures >= SIGN_IN_CODE.maxFailedAttempts) {
    await strapi.db.query(CODE_UID).update({ where: { id: current.id }, data: { voided_at: new Date() } });
    return 'none';
  }
  if (!sameHash(current.code_hash ?? '', hashSignInCode(appKeys, email, code))) {
    // Counted in the database itself, so wrong codes sent in parallel are all counted.
    await incrementColumn(strapi, 'admin_otp_codes', 'failed_attempts', current.id);
    if ((await recentFailures(strapi, email)) >= SIGN_IN_CODE.maxFailedAttempts) {
      await strapi.db.query(CODE_UID).update({ where: { id: current.id }, data: { voided_at: new Date() } });
    }
    return 'wrong';
  }
  // Single use: marked verified only if nobody else used it first.
  const { count } = await strapi.db
    .query(CODE_UID)
    .updateMany({ where: { id: current.id, verified: false }, data: { verified: true } });
  return count === 1 ? 'ok' : 'none';
}
