import { isDeepStrictEqual } from 'node:util';
import {
  EDITABLE_SETTING_KEYS,
  type EditableSettingKey,
  type EditableSettings,
  SETTING_DEFINITIONS,
  type SettingCategory,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { writeAudit } from '../auth/audit';
import { readSettings } from './read-settings';
import { type JsonValue, toStoredSettingValue } from './setting-value';

const SETTING_UID = 'api::system-setting.system-setting';

export interface SettingsActor {
  documentId: string;
  email: string;
  ip?: string;
}

/** Every setting the Settings forms show, stored or default. */
export function readEditableSettings(strapi: Core.Strapi): Promise<EditableSettings> {
  return readSettings(strapi, EDITABLE_SETTING_KEYS) as Promise<EditableSettings>;
}

/** One setting's row: updated through the document service, so a public one asks for a site build. */
async function writeSetting(
  strapi: Core.Strapi,
  key: string,
  category: SettingCategory,
  value: JsonValue,
): Promise<void> {
  const settings = strapi.documents(SETTING_UID);
  const existing = await settings.findFirst({ filters: { setting_key: key }, fields: ['documentId'] });
  const data = { setting_value: toStoredSettingValue(value), category };
  if (existing) await settings.update({ documentId: existing.documentId, data });
  else await settings.create({ data: { setting_key: key, ...data, is_secret: false } });
}

/**
 * Save Settings (back-office spec section 7: one update per setting_key): writes only the keys whose
 * value differs from what is stored, each with its audit line (from, to), in one transaction. The
 * legacy string copy of the rejection delay follows its number. Returns the keys that changed.
 */
export async function saveSettings(
  strapi: Core.Strapi,
  changes: Partial<Record<EditableSettingKey, unknown>>,
  actor: SettingsActor,
): Promise<EditableSettingKey[]> {
  const asked = EDITABLE_SETTING_KEYS.filter((key) => Object.hasOwn(changes, key) && changes[key] !== undefined);
  return strapi.db.transaction(async () => {
    const current = await readSettings(strapi, asked);
    const changed = asked.filter((key) => !isDeepStrictEqual(current[key], changes[key]));
    for (const key of changed) {
      const value = changes[key] as JsonValue;
      await writeSetting(strapi, key, SETTING_DEFINITIONS[key].category, value);
      if (key === 'email_rejection_delay_days') {
        await writeSetting(strapi, 'rejection_email_delay_days', 'email', String(value));
      }
      await writeAudit(strapi, {
        action: 'settings.updated',
        actorId: actor.documentId,
        actorEmail: actor.email,
        entityType: 'system-setting',
        entityId: key,
        ...(actor.ip ? { ip: actor.ip } : {}),
        details: { from: JSON.stringify(current[key]), to: JSON.stringify(value) },
      });
    }
    return changed;
  });
}
