// What a backup folder holds and how to check it: manifest.json (what, when, from which release) and
// SHA256SUMS (every file's hash, in the format `sha256sum -c` reads).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CommandError } from '../operator-command.ts';
import { ROOT } from '../run.ts';
import { sha256Of } from './files.ts';

export const MANIFEST = 'manifest.json';
export const SUMS = 'SHA256SUMS';
/** The folders of files a backup holds, by their name in the backup. */
export const FOLDERS = ['private-files', 'media'] as const;
export type BackupFolder = (typeof FOLDERS)[number];
/** Present in a backup of an installation that keeps generated secrets (development). */
export const DEV_SECRETS = 'dev-secrets.json';

export interface FolderSummary {
  /** Where it was copied from. */
  source: string;
  files: number;
  bytes: number;
}

export interface BackupManifest {
  /** 2: every file below is encrypted (older releases, which read 1 only, then refuse it). */
  format: 1 | 2;
  created_at: string;
  /** The release that wrote the backup: package version and git commit (null outside a checkout). */
  app: { version: string; commit: string | null };
  database: {
    client: 'sqlite' | 'postgres';
    /** The file in this folder: a SQLite database, or pg_dump's custom format. */
    file: string;
    bytes: number;
    /** pg_dump's version line, for PostgreSQL. */
    tool: string | null;
    /** Rows per table, as in the copy. */
    row_counts: Record<string, number>;
  };
  folders: Record<BackupFolder, FolderSummary>;
  dev_secrets: boolean;
  /** Every other file of the folder is age-encrypted for these public keys; null: stored in clear. */
  encryption?: { with: 'age'; recipients: string[] } | null;
  seconds: number;
}

export function appRelease(): BackupManifest['app'] {
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const git = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
  return { version, commit: git.status === 0 ? git.stdout.trim() : null };
}

export function writeManifest(folder: string, manifest: BackupManifest): void {
  writeFileSync(join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

function isManifest(value: unknown): value is BackupManifest {
  const manifest = value as Partial<BackupManifest> | null;
  const encrypted = manifest?.format === 2;
  return (
    (manifest?.format === 1 || encrypted) &&
    (!encrypted || (manifest.encryption?.with === 'age' && Array.isArray(manifest.encryption.recipients))) &&
    (manifest.database?.client === 'sqlite' || manifest.database?.client === 'postgres') &&
    typeof manifest.database.file === 'string' &&
    FOLDERS.every((name) => typeof manifest.folders?.[name]?.files === 'number')
  );
}

export function readManifest(folder: string): BackupManifest {
  const file = join(folder, MANIFEST);
  if (!existsSync(file)) {
    throw new CommandError(`${folder} is not a complete backup: it has no ${MANIFEST} (a backup writes it last).`);
  }
  const manifest: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isManifest(manifest)) throw new CommandError(`${file} is not a manifest this release can read.`);
  return manifest;
}

/** `sums`: hash by path relative to the backup folder. */
export function writeSums(folder: string, sums: Map<string, string>): void {
  const lines = [...sums].map(([path, sha256]) => `${sha256}  ${path}\n`);
  writeFileSync(join(folder, SUMS), lines.join(''), { mode: 0o600 });
}

/** Reads SHA256SUMS and checks every file against it; answers the hashes by path. */
export async function verifySums(folder: string): Promise<Map<string, string>> {
  const text = readFileSync(join(folder, SUMS), 'utf8');
  const sums = new Map<string, string>();
  for (const line of text.split('\n').filter(Boolean)) {
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (!match?.[1] || !match[2]) throw new CommandError(`${SUMS} has a line it should not: ${line}`);
    sums.set(match[2], match[1]);
  }
  const damaged: string[] = [];
  for (const [path, sha256] of sums) {
    const file = join(folder, path);
    if (!existsSync(file) || (await sha256Of(file)) !== sha256) damaged.push(path);
  }
  if (damaged.length > 0) {
    throw new CommandError(
      `The backup is damaged: ${damaged.length} file(s) missing or changed, e.g. ${damaged.slice(0, 3).join(', ')}. Nothing was restored.`,
    );
  }
  return sums;
}

/** The entries of one folder of the backup, by path relative to that folder. */
export function sumsBelow(sums: Map<string, string>, folder: BackupFolder): Map<string, string> {
  const prefix = `${folder}/`;
  return new Map(
    [...sums].filter(([path]) => path.startsWith(prefix)).map(([path, hash]) => [path.slice(prefix.length), hash]),
  );
}
