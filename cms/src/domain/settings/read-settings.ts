import { SETTING_DEFINITIONS, type SettingKey } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { fromSettingColumn, fromStoredSettingValue } from './setting-value';

type SettingValue<K extends SettingKey> = (typeof SETTING_DEFINITIONS)[K]['default'] extends boolean
  ? boolean
  : (typeof SETTING_DEFINITIONS)[K]['default'] extends number
    ? number
    : (typeof SETTING_DEFINITIONS)[K]['default'] extends string
      ? string
      : (typeof SETTING_DEFINITIONS)[K]['default'];

export type SettingValues<K extends SettingKey> = { [P in K]: SettingValue<P> };

/**
 * The current values of some settings, each falling back to its default. Inside a
 * strapi.db.transaction the query joins it (on SQLite the transaction holds the only connection).
 */
export async function readSettings<K extends SettingKey>(
  strapi: Core.Strapi,
  keys: readonly K[],
): Promise<SettingValues<K>> {
  const rows = await strapi.db
    .query('api::system-setting.system-setting')
    .findMany({ where: { setting_key: { $in: [...keys] } }, select: ['setting_key', 'setting_value'] });
  const stored = new Map<string, unknown>(
    rows.map((row) => [row.setting_key, fromStoredSettingValue(fromSettingColumn(row.setting_value))]),
  );
  const values: Record<string, unknown> = {};
  for (const key of keys) {
    const value = stored.get(key);
    const fallback = SETTING_DEFINITIONS[key].default;
    values[key] = value === undefined || value === null || typeof value !== typeof fallback ? fallback : value;
  }
  return values as SettingValues<K>;
}
