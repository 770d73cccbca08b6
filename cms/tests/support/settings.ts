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
