// Re-encrypts the stored values of the configured database in one transaction: every row is read,
// opened with the old key and sealed with the new one, then written, or nothing is. The instances
// must be stopped: one still running holds the old key, and would fail to open what it reads and
// seal what it writes with the key the others no longer use.
import type { DatabaseTarget } from '../../../cms/src/platform/config/env.ts';
import { otherConnections, type PgClient, withClient } from '../backup/postgres.ts';
import { sqliteInUse, withSqlite } from '../backup/sqlite.ts';
import { CommandError } from '../operator-command.ts';
import {
  type Resealed,
  resealAll,
  SETTINGS_TABLE,
  type SettingRow,
  secretSettingKeys,
  TOKENS_TABLE,
  type TokenRow,
} from './sealed-values.ts';

const placeholders = (count: number, at: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => at(index)).join(', ');

const settingsSql = (marks: string) =>
  `SELECT id, setting_key, setting_value FROM ${SETTINGS_TABLE} WHERE setting_key IN (${marks}) ORDER BY id`;
const TOKENS_SQL = `SELECT id, name, encrypted_key FROM ${TOKENS_TABLE} WHERE encrypted_key IS NOT NULL AND encrypted_key <> '' ORDER BY id`;

const stillRunning = (who: string) =>
  new CommandError(
    `${who}: stop every instance first (systemctl stop careers), as the rotation needs. Nothing was changed.`,
  );

function reencryptSqlite(filename: string, oldKey: string, newKey: string): Resealed[] {
  if (sqliteInUse(filename)) throw stillRunning(`An instance still has ${filename} open`);
  const keys = secretSettingKeys();
  return withSqlite(filename, {}, (db) => {
    db.exec('BEGIN IMMEDIATE');
    try {
      const hasTokens =
        db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '${TOKENS_TABLE}'`).get() !== undefined;
      const resealed = resealAll(
        {
          settings: db.prepare(settingsSql(placeholders(keys.length, () => '?'))).all(...keys) as SettingRow[],
          tokens: hasTokens ? (db.prepare(TOKENS_SQL).all() as TokenRow[]) : [],
        },
        oldKey,
        newKey,
      );
      for (const row of resealed) {
        db.prepare(`UPDATE ${row.table} SET ${row.column} = ? WHERE id = ?`).run(row.value, row.id);
      }
      db.exec('COMMIT');
      return resealed;
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  });
}

async function reencryptOnClient(client: PgClient, oldKey: string, newKey: string): Promise<Resealed[]> {
  const keys = secretSettingKeys();
  const settings = (
    await client.query(`${settingsSql(placeholders(keys.length, (index) => `$${index + 1}`))} FOR UPDATE`, keys)
  ).rows as unknown as SettingRow[];
  const { rows: present } = await client.query('SELECT to_regclass($1) IS NOT NULL AS present', [TOKENS_TABLE]);
  const tokens = present[0]?.present
    ? ((await client.query(`${TOKENS_SQL} FOR UPDATE`)).rows as unknown as TokenRow[])
    : [];
  const resealed = resealAll({ settings, tokens }, oldKey, newKey);
  for (const row of resealed) {
    await client.query(`UPDATE ${row.table} SET ${row.column} = $1 WHERE id = $2`, [row.value, row.id]);
  }
  return resealed;
}

async function reencryptPostgres(
  target: Extract<DatabaseTarget, { client: 'postgres' }>,
  oldKey: string,
  newKey: string,
): Promise<Resealed[]> {
  const others = await otherConnections(target);
  if (others.length > 0) throw stillRunning(`Still connected to the database: ${others.join(', ')}`);
  return withClient(target, async (client) => {
    await client.query(`SET search_path TO ${client.escapeIdentifier(target.schema)}`);
    await client.query('BEGIN');
    try {
      const resealed = await reencryptOnClient(client, oldKey, newKey);
      await client.query('COMMIT');
      return resealed;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  });
}

/** What was re-encrypted, once committed. */
export function reencryptStoredValues(database: DatabaseTarget, oldKey: string, newKey: string): Promise<Resealed[]> {
  return database.client === 'sqlite'
    ? Promise.resolve().then(() => reencryptSqlite(database.filename, oldKey, newKey))
    : reencryptPostgres(database, oldKey, newKey);
}
