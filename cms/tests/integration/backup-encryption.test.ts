// Backups at rest (scripts/backup.ts, scripts/restore.ts, scripts/backup-keygen.ts): a backup made with
// BACKUP_RECIPIENT holds none of the employees' CPR numbers, IBANs or documents in clear, anywhere in
// its files; only the identity opens it, and a restore with it brings every row and file back as it was.
// Production refuses to write a backup in clear.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type MadeEmployee, makeHiredEmployee } from '../support/hired-employee-fixture';
import { newInstallation, runOperatorCommand } from '../support/installation';
import { queryDatabase } from '../support/test-database';
import { testServer } from '../support/test-server';

type Sqlite = { prepare(sql: string): { all(): unknown[] }; close(): void };
type SqliteDriver = new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => Sqlite;
type Env = typeof import('../../src/platform/config/env');

interface Manifest {
  format: number;
  encryption: { with: string; recipients: string[] } | null;
  database: { row_counts: Record<string, number> };
}

const server = await testServer();
const serverEnv = server.load<Env>('platform/config/env').readEnv();
const mediaDir = join(server.appDir, 'public', 'uploads');
const employees: MadeEmployee[] = [];
for (let index = 0; index < 3; index += 1) {
  employees.push(await makeHiredEmployee(server, { tag: 'backup-encryption', onboarded: true }));
}
const backups = join(server.workerDir, `encrypted-backups-${Date.now()}`);
const keys = join(server.workerDir, `backup-keys-${Date.now()}`);
mkdirSync(keys, { mode: 0o700 });
// Scratch restores go into a database of their own; on PostgreSQL one the restore creates.
const scratch = await newInstallation(server, 'backup-encrypted-restore', { withoutDatabase: true });
const scratchEnv: NodeJS.ProcessEnv = {
  ...server.childEnv,
  ...(server.database === 'postgres' ? { DATABASE_URL: scratch.env.DATABASE_URL } : {}),
};

/** All rows of a table of the test server's own database, as the restored copy is read. */
async function sourceRows(sql: string): Promise<Record<string, unknown>[]> {
  if (server.database === 'postgres') return (await queryDatabase(String(server.childEnv.DATABASE_URL), sql, [])).rows;
  const Database = createRequire(join(server.appDir, 'package.json'))('better-sqlite3') as SqliteDriver;
  const db = new Database(String(server.childEnv.DATABASE_FILENAME), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

function filesBelow(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** A new key pair by `npm run backup:keygen`: the identity file, and the public key it printed. */
async function keygen(name: string): Promise<{ file: string; recipient: string }> {
  const file = join(keys, name);
  const run = await runOperatorCommand(server, 'backup-keygen', [file], server.childEnv);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  const recipient = /BACKUP_RECIPIENT=(age1[0-9a-z]+)/.exec(run.stdout)?.[1];
  if (!recipient) throw new Error(`keygen printed no public key:\n${run.stdout}`);
  return { file, recipient };
}

let backupFolder = '';
let identity = { file: '', recipient: '' };

describe('an encrypted backup', () => {
  it('is refused in production without BACKUP_RECIPIENT', async () => {
    const env = { ...server.childEnv, NODE_ENV: 'production', BACKUP_RECIPIENT: '' };
    const backup = await runOperatorCommand(server, 'backup', [backups], env);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toMatch(
      /Nothing was backed up: .* production encrypts it\. Set BACKUP_RECIPIENT .* \(npm run backup:keygen -- <identity-file> makes one/,
    );
    expect(filesBelow(backups)).toEqual([]);
  }, 60_000);

  it('holds none of the CPR numbers, IBANs or documents in clear', async () => {
    identity = await keygen('careers-backup-identity.txt');
    expect(statSync(identity.file).mode & 0o777).toBe(0o600);
    const identityText = readFileSync(identity.file, 'utf8');
    expect(identityText).toContain(`# public key: ${identity.recipient}`);
    expect(identityText).toMatch(/^AGE-SECRET-KEY-1[0-9A-Z]+$/m);

    const env = { ...server.childEnv, NODE_ENV: 'production', BACKUP_RECIPIENT: identity.recipient };
    const backup = await runOperatorCommand(server, 'backup', [backups], env);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const [made] = readdirSync(backups);
    backupFolder = join(backups, String(made));

    // What must not be readable by whoever gets the backup: every file, byte for byte, searched.
    const secrets = employees.flatMap((employee) => [
      { what: `CPR ${employee.cpr}`, bytes: Buffer.from(employee.cpr) },
      { what: `IBAN ${employee.iban}`, bytes: Buffer.from(employee.iban) },
      ...Object.entries(employee.documents ?? {}).map(([kind, document]) => ({
        what: `${kind} document ${document.key}`,
        bytes: document.bytes,
      })),
    ]);
    const [row] = await sourceRows(
      `SELECT cpr_number, iban FROM hired_employees WHERE email = '${employees[0]?.email}'`,
    );
    expect(row).toEqual({ cpr_number: employees[0]?.cpr, iban: employees[0]?.iban });
    const files = filesBelow(backupFolder);
    expect(files.length).toBeGreaterThan(employees.length * 3);
    const inClear = files.flatMap((file) => {
      const raw = readFileSync(join(backupFolder, file));
      return secrets.filter((secret) => raw.includes(secret.bytes)).map((secret) => `${secret.what} in ${file}`);
    });
    expect(inClear).toEqual([]);
    expect(backup.stdout).toContain(`encrypted for  ${identity.recipient}`);
    const manifest = JSON.parse(readFileSync(join(backupFolder, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.encryption).toEqual({ with: 'age', recipients: [identity.recipient] });
  }, 120_000);

  it('is restored by nobody without its identity, or with another one', async () => {
    const without = await runOperatorCommand(
      server,
      'restore',
      [backupFolder, '--scratch', scratch.dataDir],
      scratchEnv,
    );
    expect(without.code).toBe(1);
    expect(without.stderr).toMatch(
      /This backup is encrypted \(for age1[0-9a-z]+\): give its identity with --identity <file>\. Nothing was restored\./,
    );
    const other = await keygen('someone-elses-identity.txt');
    const wrong = await runOperatorCommand(
      server,
      'restore',
      [backupFolder, '--scratch', scratch.dataDir, '--identity', other.file],
      scratchEnv,
    );
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(
      `The identity in ${other.file} (public key ${other.recipient}) does not open this backup: it was encrypted for ${identity.recipient}. Nothing was restored.`,
    );
    expect(existsSync(scratch.dataDir)).toBe(false);
    // Checking it needs no identity: its files are as they were written.
    const check = await runOperatorCommand(server, 'restore', [backupFolder], scratchEnv);
    expect(check.code).toBe(0);
    expect(check.stdout).toMatch(/note: restoring it needs its identity: --identity <file>/);
  }, 60_000);

  it('is restored with its identity: every row and every file as it was', async () => {
    const restore = await runOperatorCommand(
      server,
      'restore',
      [backupFolder, '--scratch', scratch.dataDir, '--identity', identity.file],
      scratchEnv,
    );
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`${identity.file} opens it`);

    const manifest = JSON.parse(readFileSync(join(backupFolder, 'manifest.json'), 'utf8')) as Manifest;
    const differing: string[] = [];
    for (const table of Object.keys(manifest.database.row_counts)) {
      const sql = `SELECT * FROM "${table}" ORDER BY 1`;
      const [before, after] = [await sourceRows(sql), await scratch.rows(sql)];
      if (JSON.stringify(after) !== JSON.stringify(before)) differing.push(table);
    }
    expect(differing).toEqual([]);
    const restoredEmployees = await scratch.rows(
      "SELECT cpr_number, iban FROM hired_employees WHERE email LIKE 'hired.backup-encryption.%' ORDER BY id",
    );
    expect(restoredEmployees).toEqual(employees.map(({ cpr, iban }) => ({ cpr_number: cpr, iban })));

    const folders = [
      { from: serverEnv.privateFilesDir, to: join(scratch.dataDir, 'private-files') },
      { from: mediaDir, to: join(scratch.dataDir, 'media') },
    ];
    for (const { from, to } of folders) {
      expect(filesBelow(to)).toEqual(filesBelow(from));
      const changed = filesBelow(from).filter(
        (file) => !readFileSync(join(to, file)).equals(readFileSync(join(from, file))),
      );
      expect(changed).toEqual([]);
    }
    for (const employee of employees) {
      for (const document of Object.values(employee.documents ?? {})) {
        expect(readFileSync(join(scratch.dataDir, 'private-files', document.key))).toEqual(document.bytes);
      }
    }
    expect(readFileSync(join(scratch.dataDir, 'dev-secrets.json'))).toEqual(
      readFileSync(join(serverEnv.dataDir, 'dev-secrets.json')),
    );
  }, 120_000);
});
