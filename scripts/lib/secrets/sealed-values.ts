// The values stored encrypted with ENCRYPTION_KEY, and their re-encryption for a new key: the
// secret settings (the OpenAI and e-mail API keys, by the built CMS's own code) and the /cms panel's
// API tokens (Strapi's format). Every value is opened before anything is written: one that does not
// open with the old key stops the rotation.
import { builtModule } from '../built-cms.ts';
import { CommandError } from '../operator-command.ts';
import { openTokenKey, sealTokenKey } from './strapi-token-key.ts';

/** What is used of the built domain/settings/secret-settings module (whose types need Strapi's). */
interface SecretSettingsModule {
  SECRET_SETTING_KEYS: string[];
  encryptSecret(encryptionKey: string, settingKey: string, plain: string): string;
  decryptSecret(encryptionKey: string, settingKey: string, sealed: string): string;
}
type SettingValueModule = typeof import('../../../cms/src/domain/settings/setting-value.ts');

export const SETTINGS_TABLE = 'system_settings';
export const TOKENS_TABLE = 'strapi_api_tokens';

export interface SettingRow {
  id: number;
  setting_key: string;
  /** JSON text on SQLite, parsed on PostgreSQL. */
  setting_value: unknown;
}
export interface TokenRow {
  id: number;
  name: string;
  encrypted_key: string;
}

/** One row's new column value. */
export interface Resealed {
  table: typeof SETTINGS_TABLE | typeof TOKENS_TABLE;
  column: 'setting_value' | 'encrypted_key';
  id: number;
  /** Text for the column: JSON for a setting. */
  value: string;
  what: string;
}

export function secretSettingKeys(): string[] {
  return builtModule<SecretSettingsModule>('domain/settings/secret-settings.js').SECRET_SETTING_KEYS;
}

function resealSettings(rows: SettingRow[], oldKey: string, newKey: string, failures: string[]): Resealed[] {
  const { decryptSecret, encryptSecret } = builtModule<SecretSettingsModule>('domain/settings/secret-settings.js');
  const { fromSettingColumn } = builtModule<SettingValueModule>('domain/settings/setting-value.js');
  const resealed: Resealed[] = [];
  for (const row of rows) {
    const stored = fromSettingColumn(row.setting_value) as { encrypted?: unknown } | null;
    // A cleared secret is stored as { value: '' }: nothing encrypted to carry over.
    if (stored === null || typeof stored !== 'object' || typeof stored.encrypted !== 'string' || !stored.encrypted) {
      continue;
    }
    const what = `the setting ${row.setting_key}`;
    try {
      const plain = decryptSecret(oldKey, row.setting_key, stored.encrypted);
      const value = JSON.stringify({ ...stored, encrypted: encryptSecret(newKey, row.setting_key, plain) });
      resealed.push({ table: SETTINGS_TABLE, column: 'setting_value', id: row.id, value, what });
    } catch {
      failures.push(what);
    }
  }
  return resealed;
}

function resealTokens(rows: TokenRow[], oldKey: string, newKey: string, failures: string[]): Resealed[] {
  const resealed: Resealed[] = [];
  for (const row of rows) {
    const what = `the /cms API token "${row.name}"`;
    try {
      const value = sealTokenKey(newKey, openTokenKey(oldKey, row.encrypted_key));
      resealed.push({ table: TOKENS_TABLE, column: 'encrypted_key', id: row.id, value, what });
    } catch {
      failures.push(what);
    }
  }
  return resealed;
}

/** Every stored value under the new key; refuses, naming them, when any does not open with the old one. */
export function resealAll(
  rows: { settings: SettingRow[]; tokens: TokenRow[] },
  oldKey: string,
  newKey: string,
): Resealed[] {
  const failures: string[] = [];
  const resealed = [
    ...resealSettings(rows.settings, oldKey, newKey, failures),
    ...resealTokens(rows.tokens, oldKey, newKey, failures),
  ];
  if (failures.length > 0) {
    throw new CommandError(
      `${failures.join(', ')} cannot be decrypted with the ENCRYPTION_KEY of this environment: it is not the key the instances use. Nothing was changed.`,
    );
  }
  return resealed;
}
