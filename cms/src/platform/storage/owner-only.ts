import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CmsEnv } from '../config/env';

// The database, the generated secrets, candidates' files and caught e-mails are readable by the
// account the server runs as, and by no other user of the machine.
const OWNER_ONLY_DIR = 0o700;
const OWNER_ONLY_FILE = 0o600;

/**
 * Only what this process's account owns is made owner-only: a shared volume mounted for another
 * account (several instances) keeps the modes its operator chose, and the server still starts.
 */
function ownedByThisAccount(path: string): boolean {
  const uid = process.getuid?.();
  return uid === undefined || statSync(path).uid === uid;
}

/** Creates `dir` (missing parents too, owner-only) and makes it owner-only when it is ours. */
export function ownerOnlyDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  if (ownedByThisAccount(dir)) chmodSync(dir, OWNER_ONLY_DIR);
}

/** Makes a file of ours owner-only; a file that does not exist stays absent. */
export function ownerOnlyFile(path: string): void {
  try {
    if (ownedByThisAccount(path)) chmodSync(path, OWNER_ONLY_FILE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * SQLite gives its -wal and -shm files the mode of the database file, so creating that file
 * owner-only before the first connection protects all three.
 */
function ownerOnlySqliteFile(filename: string): void {
  mkdirSync(dirname(filename), { recursive: true, mode: OWNER_ONLY_DIR });
  closeSync(openSync(filename, 'a', OWNER_ONLY_FILE));
  for (const suffix of ['', '-wal', '-shm', '-journal']) ownerOnlyFile(`${filename}${suffix}`);
}

/** Runs before the database opens: also repairs the modes of an installation made before this rule. */
export function protectDataFiles(env: CmsEnv): void {
  ownerOnlyDir(env.dataDir);
  // Production never opens the generated secrets (its own are in the environment).
  if (!env.isProduction) ownerOnlyFile(join(env.dataDir, 'dev-secrets.json'));
  if (env.database.client === 'sqlite') ownerOnlySqliteFile(env.database.filename);
  ownerOnlyDir(env.privateFilesDir);
  ownerOnlyDir(env.uploadTempDir);
  if (env.smtp === null) ownerOnlyDir(env.mailboxDir);
}
