import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { SETTING_DEFINITIONS, type SecretSettingStatus, type SettingKey } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { type AdminActor, auditActor } from '../auth/actor';
import { writeAudit } from '../auth/audit';
import { fromSettingColumn } from './setting-value';

/** The settings that hold third-party keys: encrypted at rest, never read back, so a database dump or an
 * admin's browser never holds them. */
export const SECRET_SETTING_KEYS = (Object.keys(SETTING_DEFINITIONS) as SettingKey[]).filter(
  (key) => SETTING_DEFINITIONS[key].kind === 'secret',
);
export type SecretSettingKey = (typeof SECRET_SETTING_KEYS)[number];

export const isSecretSettingKey = (key: string): key is SecretSettingKey =>
  (SECRET_SETTING_KEYS as string[]).includes(key);

/**
 * How a secret is stored in system_settings.setting_value. It has no `value`, so the ordinary
 * settings reader falls back to the empty default and no code path can hand the ciphertext on.
 */
interface StoredSecret {
  encrypted: string;
  /** The last four characters, so a recruiter can tell which key is set. */
  hint: string;
}

export type SecretStatus = SecretSettingStatus & { key: SecretSettingKey };

const FORMAT = 'v1';
const SETTING_UID = 'api::system-setting.system-setting';

function keyFrom(encryptionKey: string): Buffer {
  // A key of its own for settings, derived from the deployment's ENCRYPTION_KEY.
  return Buffer.from(hkdfSync('sha256', encryptionKey, 'careers-system-settings', 'secret-settings:v1', 32));
}

export function encryptSecret(encryptionKey: string, settingKey: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(encryptionKey), iv);
  // The setting's name is authenticated too: a ciphertext copied to another setting does not open.
  cipher.setAAD(Buffer.from(settingKey));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [FORMAT, iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptSecret(encryptionKey: string, settingKey: string, sealed: string): string {
  const [format, iv, tag, data] = sealed.split('.');
  if (format !== FORMAT || !iv || !tag || !data) throw new Error(`Unreadable secret setting ${settingKey}`);
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(encryptionKey), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(settingKey));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  try {
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new Error(
      `The stored ${settingKey} cannot be decrypted with this ENCRYPTION_KEY (was it changed?); save the key again in Settings`,
    );
  }
}

function parseStored(raw: unknown): StoredSecret | null {
  const value = fromSettingColumn(raw);
  if (value === null || typeof value !== 'object') return null;
  const { encrypted, hint } = value as Partial<StoredSecret>;
  return typeof encrypted === 'string' && encrypted ? { encrypted, hint: typeof hint === 'string' ? hint : '' } : null;
}

/** The plain secret for server-side use (AI calls), or null when none is set. */
export async function readSecretSetting(
  strapi: Core.Strapi,
  encryptionKey: string,
  key: SecretSettingKey,
): Promise<string | null> {
  const row = await strapi.db.query(SETTING_UID).findOne({ where: { setting_key: key }, select: ['setting_value'] });
  const stored = parseStored(row?.setting_value);
  return stored ? decryptSecret(encryptionKey, key, stored.encrypted) : null;
}

/** Whether each secret is set, with its hint: all a browser ever learns of them. */
export async function secretStatuses(strapi: Core.Strapi): Promise<SecretStatus[]> {
  const rows = await strapi.db.query(SETTING_UID).findMany({
    where: { setting_key: { $in: SECRET_SETTING_KEYS } },
    select: ['setting_key', 'setting_value', 'updatedAt'],
  });
  return SECRET_SETTING_KEYS.map((key) => {
    const row = rows.find((candidate) => candidate.setting_key === key);
    const stored = parseStored(row?.setting_value);
    return {
      key,
      configured: stored !== null,
      hint: stored?.hint ? `…${stored.hint}` : null,
      updated_at: stored && row?.updatedAt ? new Date(row.updatedAt).toISOString() : null,
    };
  });
}

/** The last four characters, only of a key long enough that they give nothing away. */
const hintOf = (plain: string) => (plain.length >= 12 ? plain.slice(-4) : '');

/** Stores a secret encrypted, or clears it when `plain` is empty. */
async function writeSecretSetting(
  strapi: Core.Strapi,
  encryptionKey: string,
  key: SecretSettingKey,
  plain: string,
): Promise<void> {
  const value: { [field: string]: string } = plain
    ? ({ encrypted: encryptSecret(encryptionKey, key, plain), hint: hintOf(plain) } satisfies StoredSecret)
    : { value: '' };
  const settings = strapi.documents(SETTING_UID);
  const existing = await settings.findFirst({ filters: { setting_key: key }, fields: ['documentId'] });
  const data = { setting_value: value, category: SETTING_DEFINITIONS[key].category, is_secret: true };
  if (existing) await settings.update({ documentId: existing.documentId, data });
  else await settings.create({ data: { setting_key: key, ...data } });
}

/**
 * Sets (or, empty, clears) a secret setting such as the AI key, with its audit line in the same
 * transaction: a key never changes unaudited.
 */
export async function changeSecretSetting(
  strapi: Core.Strapi,
  encryptionKey: string,
  change: { key: SecretSettingKey; value: string; by: AdminActor },
): Promise<void> {
  await strapi.db.transaction(async () => {
    await writeSecretSetting(strapi, encryptionKey, change.key, change.value);
    await writeAudit(strapi, {
      action: change.value ? 'settings.secret_set' : 'settings.secret_cleared',
      ...auditActor(change.by),
      entityType: 'system-setting',
      entityId: change.key,
    });
  });
}
