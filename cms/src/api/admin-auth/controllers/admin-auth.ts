import { messages, themePreferenceSchema } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { ownProfile } from '../../../domain/auth/admin-accounts';
import { recordAudit } from '../../../domain/auth/audit';
import { createFirstAdmin, diagnoseAccount, setupIsOpen } from '../../../domain/auth/first-admin';
import { sessionOf } from '../../../domain/auth/guard';
import { forgotPassword, resetPassword } from '../../../domain/auth/password-reset';
import { clearSessionCookie, endSession, readSession } from '../../../domain/auth/sessions';
import { type AuthAnswer, codeStep, passwordStep } from '../../../domain/auth/sign-in';
import { sendError } from '../../../http/errors';

function reply(ctx: Context, answer: AuthAnswer): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.status = answer.status;
  ctx.body = answer.body;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async password(ctx: Context) {
    reply(ctx, await passwordStep(strapi, ctx, ctx.request.body));
  },
  async resendCode(ctx: Context) {
    reply(ctx, await passwordStep(strapi, ctx, ctx.request.body, true));
  },
  async code(ctx: Context) {
    reply(ctx, await codeStep(strapi, ctx, ctx.request.body));
  },
  async logout(ctx: Context) {
    const session = await readSession(strapi, ctx);
    if (session) {
      await endSession(strapi, session.sessionId, 'logout');
      await recordAudit(strapi, {
        action: 'sign_out',
        actorId: session.admin.documentId,
        actorEmail: session.admin.email,
        ip: ctx.request.ip,
      });
    }
    clearSessionCookie(ctx);
    ctx.status = 204;
  },
  async me(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: ownProfile(sessionOf(ctx).admin) };
  },
  async theme(ctx: Context) {
    const session = sessionOf(ctx);
    const parsed = themePreferenceSchema.safeParse(ctx.request.body);
    if (!parsed.success) return sendError(ctx, 400, 'ValidationError', messages.settings.themeUpdateFailed);
    await strapi.db
      .query('api::admin-user.admin-user')
      .update({ where: { id: session.admin.id }, data: { theme_preference: parsed.data.theme_preference } });
    ctx.body = { data: { theme_preference: parsed.data.theme_preference } };
  },
  async forgotPassword(ctx: Context) {
    reply(ctx, await forgotPassword(strapi, ctx, ctx.request.body));
  },
  async resetPassword(ctx: Context) {
    reply(ctx, await resetPassword(strapi, ctx, ctx.request.body));
  },
  async setupStatus(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { setup_open: await setupIsOpen(strapi) } };
  },
  async setup(ctx: Context) {
    reply(ctx, await createFirstAdmin(strapi, ctx, ctx.request.body));
  },
  async checkAccount(ctx: Context) {
    const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
    const diagnosis = await diagnoseAccount(strapi, typeof email === 'string' ? email : '');
    if (!diagnosis) return sendError(ctx, 400, 'ValidationError', messages.validation.invalidEmail);
    ctx.body = { data: diagnosis };
  },
});
