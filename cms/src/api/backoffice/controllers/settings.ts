import { messages, type SettingsSaved } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { readEditableSettings, saveSettings } from '../../../domain/settings/save-settings';
import { changeActorOf } from '../../../http/recruiter-session';

/** Settings → File Upload, Email and General: their values, and Save Settings. Never a secret. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async read(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await readEditableSettings(strapi) };
  },

  async save(ctx: Context) {
    const changed = await saveSettings(strapi, ctx.request.body ?? {}, changeActorOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      data: await readEditableSettings(strapi),
      changed,
      message: messages.settings.saved,
    } satisfies SettingsSaved;
  },
});
