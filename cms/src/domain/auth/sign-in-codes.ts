import { SIGN_IN_CODE } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { now as clockNow, currentDate } from '../../platform/clock';
import { incrementColumn } from '../../platform/database/row-writes';
import type { Selected } from '../../platform/database/rows';
import { emailLimitKey } from '../../platform/email-limit-key';
import { enqueueTemplatedEmail } from '../../platform/engine';
import { hitRateLimit, rateLimitHits } from '../../platform/rate-limit';
import type { AdminAccount } from './admin-accounts';
import { hashSignInCode, newSignInCode, sameHash } from './tokens';

const CODE_UID = 'api::sign-in-code.sign-in-code' as const;
const MINUTE_MS = 60 * 1000;
/**
 * Wrong codes from one client address count over this window, across codes: asking for a new code
 * does not reset them.
 */
const FAILURE_WINDOW_MS = 15 * MINUTE_MS;
const MAX_FAILURES = SIGN_IN_CODE.maxFailedAttempts;

type CodeRow = Selected<typeof CODE_UID, 'code_hash' | 'expires_at' | 'asked_from_ip'>;

/** The counter of one client address's wrong codes for one account. */
const addressFailuresKey = (appKeys: string, email: string, ip: string) =>
  `sign-in-code-failures:${emailLimitKey(appKeys, email)}|${ip}`;

/** A client address as a code row keeps it, and as it is compared with a request's. */
const storedIp = (ip: string) => ip.slice(0, 64);

export type IssueResult =
  | { sent: true; expiresAt: Date }
  | { sent: false; reason: 'code-still-valid'; expiresAt: Date }
  | { sent: false; reason: 'email-failed'; message: string };

async function liveCode(strapi: Core.Strapi, email: string): Promise<CodeRow | null> {
  return (await strapi.db.query(CODE_UID).findOne({
    where: {
      email,
      verified: false,
      voided_at: { $null: true },
      expires_at: { $gt: currentDate() },
      failed_attempts: { $lt: MAX_FAILURES },
    },
    orderBy: { id: 'desc' },
  })) as CodeRow | null;
}

/**
 * Whether the account's code of the moment was asked for from `ip`. Only a right password opens a
 * code, so a code step from any other address may come from someone who knows no more than the e-mail.
 */
export async function codeAskedFrom(strapi: Core.Strapi, email: string, ip: string): Promise<boolean> {
  const current = email ? await liveCode(strapi, email) : null;
  return current !== null && current.asked_from_ip === storedIp(ip);
}

/**
 * Sends a new six-digit code, valid 5 minutes, stored only as a keyed hash, with the address whose
 * password step asked for it. While a code is still valid no new one is made (resend only after
 * expiry): the caller shows the running countdown.
 */
export async function issueSignInCode(
  strapi: Core.Strapi,
  appKeys: string,
  request: { admin: AdminAccount; ip: string },
): Promise<IssueResult> {
  const { admin, ip } = request;
  const current = await liveCode(strapi, admin.email);
  // liveCode only finds a code with an expiry still ahead.
  if (current?.expires_at) return { sent: false, reason: 'code-still-valid', expiresAt: new Date(current.expires_at) };
  const code = newSignInCode();
  const expiresAt = new Date(clockNow() + SIGN_IN_CODE.validMinutes * MINUTE_MS);
  return strapi.db.transaction(async () => {
    const row = (await strapi.db.query(CODE_UID).create({
      data: {
        email: admin.email,
        admin_user: admin.id,
        code_hash: hashSignInCode(appKeys, admin.email, code),
        asked_from_ip: storedIp(ip),
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
      await strapi.db.query(CODE_UID).update({ where: { id: row.id }, data: { voided_at: currentDate() } });
      return { sent: false, reason: 'email-failed', message: queued.reason ?? queued.status } as const;
    }
    return { sent: true, expiresAt } as const;
  });
}

export type CodeCheck = 'ok' | 'wrong' | 'none';

/** Wrong codes counted on one code: the last count, read after the database added this one. */
async function countWrongCode(strapi: Core.Strapi, codeId: number): Promise<number> {
  await incrementColumn(strapi, 'admin_otp_codes', 'failed_attempts', codeId);
  const row = (await strapi.db.query(CODE_UID).findOne({ where: { id: codeId }, select: ['failed_attempts'] })) as {
    failed_attempts: number | null;
  } | null;
  return row?.failed_attempts ?? MAX_FAILURES;
}

/**
 * Checks a code against the latest unverified, unexpired code of the e-mail. Right: it is used up.
 * Wrong codes count twice: on the code (five void it, whoever sent them: the bound on guessing it)
 * and on the client address for the account (five, and that address gets no more tries for 15
 * minutes). A stranger elsewhere can thus spend at most the code of the moment, never the
 * recruiter's own address nor a code asked for after their tries.
 */
export async function checkSignInCode(
  strapi: Core.Strapi,
  appKeys: string,
  attempt: { email: string; code: string; ip: string },
): Promise<CodeCheck> {
  const { email, code, ip } = attempt;
  const current = await liveCode(strapi, email);
  if (!current) return 'none';
  const addressKey = addressFailuresKey(appKeys, email, ip);
  if ((await rateLimitHits(strapi, addressKey, FAILURE_WINDOW_MS)) >= MAX_FAILURES) return 'none';
  if (!sameHash(current.code_hash ?? '', hashSignInCode(appKeys, email, code))) {
    // Counted in the database itself, so wrong codes sent in parallel are all counted.
    const failures = await countWrongCode(strapi, current.id);
    await hitRateLimit(strapi, addressKey, { max: MAX_FAILURES, windowMs: FAILURE_WINDOW_MS });
    if (failures >= MAX_FAILURES) {
      await strapi.db.query(CODE_UID).update({ where: { id: current.id }, data: { voided_at: currentDate() } });
    }
    return 'wrong';
  }
  // Single use: marked verified only if nobody else used it first, nor spent its tries meanwhile.
  const { count } = await strapi.db.query(CODE_UID).updateMany({
    where: { id: current.id, verified: false, voided_at: { $null: true }, failed_attempts: { $lt: MAX_FAILURES } },
    data: { verified: true },
  });
  return count === 1 ? 'ok' : 'none';
}
