import { messages, signInCodeSchema, signInPasswordSchema } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { currentDate } from '../../platform/clock';
import { readEnv } from '../../platform/config/env';
import { parse, Refusal } from '../../platform/refusal';
import { type AdminAccount, findAdminByEmail, ownProfile } from './admin-accounts';
import { recordAudit } from './audit';
import { hashPassword, verifyPassword } from './passwords';
import { startSession } from './sessions';
import { checkSignInCode, issueSignInCode } from './sign-in-codes';

/** A hash to verify against when the e-mail is unknown, so both answers take the same time. */
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  return decoyHash;
};

/**
 * Step 1: e-mail and password. An unknown e-mail and a wrong password get the same answer, in the
 * same time. Then a code goes out at once; while the last one is valid, none is sent
 * (`resend` asks for one explicitly and is refused until then).
 */
export async function passwordStep(
  strapi: Core.Strapi,
  request: { input: unknown; ip: string },
  resend = false,
): Promise<{ code_sent: boolean; expires_at: string }> {
  const { input, ip } = request;
  // Its rate limits were counted by the route's policy (global::open-sign-in); a malformed step says
  // no more than a wrong password does.
  const { email, password } = parse(signInPasswordSchema, input, {
    status: 401,
    message: messages.signIn.invalidCredentials,
    fields: false,
  });

  const admin = await findAdminByEmail(strapi, email);
  const passwordOk = await verifyPassword(admin?.password_hash || (await decoy()), password);
  if (!admin || !passwordOk) {
    await recordAudit(strapi, { action: 'sign_in.password_refused', actorEmail: email, ip });
    throw new Refusal(401, messages.signIn.invalidCredentials);
  }
  if (!admin.is_active) {
    await recordAudit(strapi, {
      action: 'sign_in.inactive_refused',
      actorId: admin.documentId,
      actorEmail: email,
      ip,
    });
    throw new Refusal(403, messages.signIn.accountInactive);
  }
  const issued = await issueSignInCode(strapi, readEnv().secrets.APP_KEYS, { admin, ip });
  if (!issued.sent && issued.reason === 'email-failed') {
    throw new Refusal(502, messages.signIn.failedToSendCode(issued.message));
  }
  if (!issued.sent && resend) throw new Refusal(409, messages.signIn.resendNotYet);
  await recordAudit(strapi, {
    action: issued.sent ? 'sign_in.code_sent' : 'sign_in.code_still_valid',
    actorId: admin.documentId,
    actorEmail: email,
    ip,
  });
  return { code_sent: issued.sent, expires_at: issued.expiresAt.toISOString() };
}

async function markSignedIn(strapi: Core.Strapi, admin: AdminAccount): Promise<AdminAccount> {
  const lastLogin = currentDate().toISOString();
  await strapi.db
    .query('api::admin-user.admin-user')
    .update({ where: { id: admin.id }, data: { last_login: lastLogin } });
  return { ...admin, last_login: lastLogin };
}

/** Step 2: the e-mailed code. Right, and the account still active: a session starts. */
export async function codeStep(
  strapi: Core.Strapi,
  ctx: Context,
  input: unknown,
): Promise<ReturnType<typeof ownProfile>> {
  const ip = ctx.request.ip;
  // Its rate limits were counted by the route's policy (global::open-sign-in).
  const { email, code } = parse(signInCodeSchema, input, {
    status: 401,
    message: messages.signIn.invalidOrExpiredCode,
    fields: false,
  });
  const check = await checkSignInCode(strapi, readEnv().secrets.APP_KEYS, { email, code, ip });
  if (check !== 'ok') {
    await recordAudit(strapi, { action: 'sign_in.code_refused', actorEmail: email, ip });
    throw new Refusal(401, messages.signIn.invalidOrExpiredCode);
  }
  const admin = await findAdminByEmail(strapi, email);
  if (!admin) throw new Refusal(401, messages.signIn.adminNotFound);
  if (!admin.is_active) throw new Refusal(403, messages.signIn.accountInactive);
  const signedIn = await markSignedIn(strapi, admin);
  await startSession(strapi, ctx, signedIn);
  await recordAudit(strapi, {
    action: 'sign_in.succeeded',
    actorId: admin.documentId,
    actorEmail: email,
    ip,
  });
  return ownProfile(signedIn);
}
