import { EMAIL_TRIGGER_SETTINGS, type EmailTrigger } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { readSettings } from './read-settings';

/**
 * What the e-mail outbox asks of Settings, handed to the engine at start-up (src/index.ts), so the
 * engine reads no settings and Settings imports no engine.
 */
export function emailSettings(strapi: Core.Strapi) {
  return {
    async sender() {
      const settings = await readSettings(strapi, [
        'email_from_address',
        'email_from_name',
        'company_name',
        'website_url',
      ]);
      return {
        fromAddress: settings.email_from_address,
        fromName: settings.email_from_name,
        companyName: settings.company_name,
        websiteUrl: settings.website_url,
      };
    },
    /** An automatic e-mail obeys the master switch and its own. */
    async triggerOff(trigger: EmailTrigger): Promise<string | null> {
      const switchKey = EMAIL_TRIGGER_SETTINGS[trigger];
      const settings = await readSettings(strapi, ['email_notifications_enabled', switchKey]);
      const off = !settings.email_notifications_enabled
        ? 'email_notifications_enabled'
        : !settings[switchKey]
          ? switchKey
          : null;
      return off ? `Not sent: the setting ${off} is off` : null;
    },
  };
}
