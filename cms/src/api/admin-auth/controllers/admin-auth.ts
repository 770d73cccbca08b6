import {
  type AccountDiagnosisAnswer,
  messages,
  type SetupStateAnswer,
  type SignInCodeAnswer,
  type SignInMessageAnswer,
  type ThemeAnswer,
  themePreferenceSchema,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { ownProfile } from '../../../domain/auth/admin-accounts';
import { createFirstAdmin, diagnoseAccount, setupIsOpen } from '../../../domain/auth/first-admin';
import { forgotPassword, resetPassword } from '../../../domain/auth/password-reset';
import { codeStep, passwordStep } from '../../../domain/auth/sign-in';
import { signOut } from '../../../domain/auth/sign-out';
import { sessionOf } from '../../../http/recruiter-session';
import { parse, Refusal } from '../../../platform/refusal';

/** An answer about an account is never kept by a cache; a refusal is thrown, and says why. */
async function reply<Data>(ctx: Context, data: Promise<Data>, status = 200): Promise<void> {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { data: await data };
  ctx.status = status;
}

const requestOf = (ctx: Context) => ({ input: ctx.request.body, ip: ctx.request.ip });

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async password(ctx: Context) {
    await reply<SignInCodeAnswer['data']>(ctx, passwordStep(strapi, requestOf(ctx)));
  },
  async resendCode(ctx: Context) {
    await reply<SignInCodeAnswer['data']>(ctx, passwordStep(strapi, requestOf(ctx), true));
  },
  async code(ctx: Context) {
    await reply(ctx, codeStep(strapi, ctx, ctx.request.body));
  },
  async logout(ctx: Context) {
    await signOut(strapi, ctx);
    ctx.status = 204;
  },
  async me(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: ownProfile(sessionOf(ctx).admin) };
  },
  async theme(ctx: Context) {
    const session = sessionOf(ctx);
    const { theme_preference } = parse(themePreferenceSchema, ctx.request.body, {
      message: messages.settings.themeUpdateFailed,
    });
    await strapi.db
      .query('api::admin-user.admin-user')
      .update({ where: { id: session.admin.id }, data: { theme_preference } });
    ctx.body = { data: { theme_preference } } satisfies ThemeAnswer;
  },
  async forgotPassword(ctx: Context) {
    await reply<SignInMessageAnswer['data']>(ctx, forgotPassword(strapi, requestOf(ctx)));
  },
  async resetPassword(ctx: Context) {
    await reply<SignInMessageAnswer['data']>(ctx, resetPassword(strapi, requestOf(ctx)));
  },
  async setupStatus(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { setup_open: await setupIsOpen(strapi) } } satisfies SetupStateAnswer;
  },
  async setup(ctx: Context) {
    await reply<SignInMessageAnswer['data']>(ctx, createFirstAdmin(strapi, requestOf(ctx)), 201);
  },
  async checkAccount(ctx: Context) {
    const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
    const diagnosis = await diagnoseAccount(strapi, typeof email === 'string' ? email : '');
    if (!diagnosis) throw new Refusal(400, messages.validation.invalidEmail);
    ctx.body = { data: diagnosis } satisfies AccountDiagnosisAnswer;
  },
});
