// One backup: the database copied consistently while the instances run, then the folders of files,
// their hashes and the manifest, in a new owner-only folder that gets its final name only when complete.
// With recipients every file but the manifest and the hashes is encrypted for them.
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DataLocations } from '../../../cms/src/platform/config/env.ts';
import { MEDIA_DIR } from '../built-cms.ts';
import { CommandError } from '../operator-command.ts';
import { copyDatabase } from './database-copy.ts';
import { encryptingFor, unchanged } from './encryption.ts';
import { copyFileIfPresent, copyFolder, sha256Of } from './files.ts';
import { fileStamp } from './format.ts';
import {
  appRelease,
  type BackupFolder,
  type BackupManifest,
  DEV_SECRETS,
  type FolderSummary,
  writeManifest,
  writeSums,
} from './manifest.ts';

export interface MadeBackup {
  folder: string;
  manifest: BackupManifest;
  /** Entries of the folders that are not regular files (links…), left out. */
  skipped: string[];
}

/** `recipients`: the age public keys to encrypt for; null writes the backup in clear. */
export async function makeBackup(
  locations: DataLocations,
  target: string,
  recipients: string[] | null,
): Promise<MadeBackup> {
  const encrypt = recipients ? encryptingFor(recipients) : null;
  const passage = encrypt ?? unchanged;
  const started = performance.now();
  const createdAt = new Date();
  await mkdir(target, { recursive: true, mode: 0o700 });
  const folder = join(target, `careers-backup-${fileStamp(createdAt)}`);
  const partial = `${folder}.partial`;
  if (existsSync(folder) || existsSync(partial))
    throw new CommandError(`${folder} exists already: try again in a second.`);
  await mkdir(partial, { mode: 0o700 });
  try {
    const sums = new Map<string, string>();
    const { client } = locations.database;
    const file = client === 'sqlite' ? 'database.sqlite' : 'database.pgdump';
    const copied = await copyDatabase(locations.database, join(partial, file), encrypt);
    const database: BackupManifest['database'] = { client, file, ...copied };
    sums.set(file, await sha256Of(join(partial, file)));
    // The files after the database: every file a copied row names was stored before its row committed.
    const sources: Record<BackupFolder, string> = { 'private-files': locations.privateFilesDir, media: MEDIA_DIR };
    const folders = {} as Record<BackupFolder, FolderSummary>;
    const skipped: string[] = [];
    for (const [name, source] of Object.entries(sources) as [BackupFolder, string][]) {
      const copy = await copyFolder(source, join(partial, name), passage);
      for (const [path, sha256] of copy.sums) sums.set(`${name}/${path}`, sha256);
      folders[name] = { source, files: copy.files, bytes: copy.bytes };
      skipped.push(...copy.skipped.map((path) => join(source, path)));
    }
    // Development keeps its generated secrets in the data folder: without them a restored database's
    // stored API keys could not be decrypted. Production sets them in the environment instead.
    const secrets = locations.secretsFromEnvironment
      ? null
      : await copyFileIfPresent(join(locations.dataDir, DEV_SECRETS), join(partial, DEV_SECRETS), passage);
    if (secrets) sums.set(DEV_SECRETS, secrets);
    const manifest: BackupManifest = {
      format: recipients ? 2 : 1,
      created_at: createdAt.toISOString(),
      app: appRelease(),
      database,
      folders,
      dev_secrets: sums.has(DEV_SECRETS),
      ...(recipients ? { encryption: { with: 'age', recipients } } : {}),
      seconds: Math.round(performance.now() - started) / 1000,
    };
    writeSums(partial, sums);
    writeManifest(partial, manifest);
    await rename(partial, folder);
    return { folder, manifest, skipped };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
