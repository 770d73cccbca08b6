import { SETTING_DEFINITIONS, type SettingKey } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
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
 * The current values of some settings, each falling back to its spec default. Inside a transaction
 * pass it as `executor`: on SQLite the transaction holds the only connection.
 */
export async function readSettings<K extends SettingKey>(
  strapi: Core.Strapi,
  keys: readonly K[],
  executor: Knex | Knex.Transaction = strapi.db.connection,
): Promise<SettingValues<K>> {
  const rows = await executor('system_settings')
    .whereIn('setting_key', [...keys])
    .select('setting_key', 'setting_value');
  const stored = new Map<string, unknown>(
    rows.map((row: { setting_key: string; setting_value: unknown }) => {
      return [row.setting_key, fromStoredSettingValue(fromSettingColumn(row.setting_value))];
    }),
  );
  const values: Record<string, unknown> = {};
  for (const key of keys) {
    const value = stored.get(key);
    const fallback = SETTING_DEFINITIONS[key].default;
    values[key] = value === undefined || value === null || typeof value !== typeof fallback ? fallback : value;
  }
  return values as SettingValues<K>;
}
