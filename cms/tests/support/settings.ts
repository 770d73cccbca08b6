// Settings change the way the app changes them: through the document service, stored with the
// app's own encoding (domain/settings/setting-value), never by writing the column's JSON by hand.
import type { Core } from '@strapi/strapi';

type SettingValueModule = typeof import('../../src/domain/settings/setting-value');
type JsonValue = import('../../src/domain/settings/setting-value').JsonValue;

/** Loads a compiled module of the running CMS (TestServer.load, or a child process's require). */
export type LoadModule = <T>(modulePath: string) => T;

export async function changeSetting(strapi: Core.Strapi, load: LoadModule, key: string, value: JsonValue) {
  const { toStoredSettingValue } = load<SettingValueModule>('domain/settings/setting-value');
  const settings = strapi.documents('api::system-setting.system-setting');
  const row = await settings.findFirst({ filters: { setting_key: key } });
  if (!row) throw new Error(`the setting ${key} is seeded`);
  await settings.update({ documentId: row.documentId, data: { setting_value: toStoredSettingValue(value) } });
}

/** Runs `work` with the settings changed as given, and puts back what was stored before, also on failure. */
export async function withSettings<T>(
  strapi: Core.Strapi,
  load: LoadModule,
  changes: Record<string, JsonValue>,
  work: () => Promise<T>,
): Promise<T> {
  const settings = strapi.documents('api::system-setting.system-setting');
  const before = new Map<string, { documentId: string; stored: unknown }>();
  for (const key of Object.keys(changes)) {
    const row = await settings.findFirst({ filters: { setting_key: key } });
    if (!row) throw new Error(`the setting ${key} is seeded`);
    before.set(key, { documentId: row.documentId, stored: row.setting_value });
  }
  try {
    for (const [key, value] of Object.entries(changes)) await changeSetting(strapi, load, key, value);
    return await work();
  } finally {
    for (const { documentId, stored } of before.values())
      await settings.update({ documentId, data: { setting_value: stored as JsonValue } });
  }
}
