import { type EditableSettingKey, labels, messages, settingsChangesSchema } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { sessionOf } from '../../../domain/auth/guard';
import { readEditableSettings, saveSettings } from '../../../domain/settings/save-settings';
import { sendError } from '../../../http/errors';

const fieldName = (key: PropertyKey | undefined) =>
  typeof key === 'string' && Object.hasOwn(labels.settings.fields, key)
    ? labels.settings.fields[key as EditableSettingKey]
    : null;

/** Settings → File Upload, Email and General: their values, and Save Settings. Never a secret. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async read(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await readEditableSettings(strapi) };
  },

  async save(ctx: Context) {
    const session = sessionOf(ctx);
    const input = settingsChangesSchema.safeParse(ctx.request.body ?? {});
    if (!input.success) {
      const errors = input.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      const first = input.error.issues[0];
      const name = fieldName(first?.path[0]);
      const message = first
        ? name
          ? messages.settings.fieldInvalid(name, first.message)
          : first.message
        : messages.settings.saveFailed;
      return sendError(ctx, 400, 'ValidationError', message, { errors });
    }
    const changed = await saveSettings(strapi, input.data, {
      documentId: session.admin.documentId,
      email: session.admin.email,
      ip: ctx.request.ip,
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await readEditableSettings(strapi), changed, message: messages.settings.saved };
  },
});
