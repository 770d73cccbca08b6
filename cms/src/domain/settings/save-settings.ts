import { isDeepStrictEqual } from 'node:util';
import {
  EDITABLE_SETTING_KEYS,
  type EditableSettingKey,
  type EditableSettings,
  labels,
  messages,
  SETTING_DEFINITIONS,
  type SettingCategory,
  settingsChangesSchema,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { parse } from '../../platform/refusal';
import { type AdminActor, auditActor } from '../auth/actor';
import { writeAudit } from '../auth/audit';
import { readSettings } from './read-settings';
import { type JsonValue, toStoredSettingValue } from './setting-value';

const SETTING_UID = 'api::system-setting.system-setting';

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

const fieldName = (key: PropertyKey | undefined) =>
  typeof key === 'string' && Object.hasOwn(labels.settings.fields, key)
    ? labels.settings.fields[key as EditableSettingKey]
    : null;

/** The forms' changes, or a refusal naming the first field that is wrong as the form labels it. */
function parseSettingsChanges(input: unknown): Partial<Record<EditableSettingKey, unknown>> {
  return parse(settingsChangesSchema, input, {
    message: ({ issues: [first] }) => {
      const name = fieldName(first?.path[0]);
      return first
        ? name
          ? messages.settings.fieldInvalid(name, first.message)
          : first.message
        : messages.settings.saveFailed;
    },
  });
}

/**
 * Save Settings (one update per setting_key): writes only the keys whose
 * value differs from what is stored, each with its audit line (from, to), in one transaction. The
 * legacy string copy of the rejection delay follows its number. Returns the keys that changed.
 */
export async function saveSettings(
  strapi: Core.Strapi,
  input: unknown,
  actor: AdminActor,
): Promise<EditableSettingKey[]> {
  const changes = parseSettingsChanges(input);
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
        ...auditActor(actor),
        entityType: 'system-setting',
        entityId: key,
        details: { from: JSON.stringify(current[key]), to: JSON.stringify(value) },
      });
    }
    return changed;
  });
}
