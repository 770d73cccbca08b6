/**
 * Setting values are stored as { "value": ... }. Strapi's JSON column keeps a bare scalar as-is, so
 * on SQLite a boolean would come back as 1 and the string "3" as the number 3; an object round-trips
 * with its types on every database.
 */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type StoredSettingValue = { [key: string]: JsonValue };

export function toStoredSettingValue(value: JsonValue): StoredSettingValue {
  return { value };
}

export function fromStoredSettingValue(stored: unknown): unknown {
  if (stored !== null && typeof stored === 'object' && 'value' in stored) return (stored as { value: unknown }).value;
  return stored;
}

/** The setting_value column as stored: JSON text on SQLite, already parsed on PostgreSQL. */
export function fromSettingColumn(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
