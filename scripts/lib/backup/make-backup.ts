// One backup: the database copied consistently while the instances run, then the folders of files,
// their hashes and the manifest, in a new owner-only folder that gets its final name only when complete.
import { existsSync, statSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseTarget, DataLocations } from '../../../cms/src/platform/config/env.ts';
import { MEDIA_DIR } from '../built-cms.ts';
import { CommandError } from '../operator-command.ts';
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
import { dumpPostgres } from './postgres.ts';
import { copySqliteOnline, sqliteRowCounts } from './sqlite.ts';

export interface MadeBackup {
  folder: string;
  manifest: BackupManifest;
  /** Entries of the folders that are not regular files (links…), left out. */
  skipped: string[];
}

async function copyDatabase(database: DatabaseTarget, folder: string): Promise<BackupManifest['database']> {
  if (database.client === 'sqlite') {
    const file = 'database.sqlite';
    await copySqliteOnline(database.filename, join(folder, file));
    const row_counts = sqliteRowCounts(join(folder, file));
    return { client: 'sqlite', file, bytes: statSync(join(folder, file)).size, tool: null, row_counts };
  }
  const file = 'database.pgdump';
  const { tool, row_counts } = await dumpPostgres(database, join(folder, file));
  return { client: 'postgres', file, bytes: statSync(join(folder, file)).size, tool, row_counts };
}

export async function makeBackup(locations: DataLocations, target: string): Promise<MadeBackup> {
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
    const database = await copyDatabase(locations.database, partial);
    sums.set(database.file, await sha256Of(join(partial, database.file)));
    // The files after the database: every file a copied row names was stored before its row committed.
    const sources: Record<BackupFolder, string> = { 'private-files': locations.privateFilesDir, media: MEDIA_DIR };
    const folders = {} as Record<BackupFolder, FolderSummary>;
    const skipped: string[] = [];
    for (const [name, source] of Object.entries(sources) as [BackupFolder, string][]) {
      const copy = await copyFolder(source, join(partial, name));
      for (const [path, sha256] of copy.sums) sums.set(`${name}/${path}`, sha256);
      folders[name] = { source, files: copy.files, bytes: copy.bytes };
      skipped.push(...copy.skipped.map((path) => join(source, path)));
    }
    // Development keeps its generated secrets in the data folder: without them a restored database's
    // stored API keys could not be decrypted. Production sets them in the environment instead.
    const secrets = locations.secretsFromEnvironment
      ? null
      : await copyFileIfPresent(join(locations.dataDir, DEV_SECRETS), join(partial, DEV_SECRETS));
    if (secrets) sums.set(DEV_SECRETS, secrets);
    const manifest: BackupManifest = {
      format: 1,
      created_at: createdAt.toISOString(),
      app: appRelease(),
      database,
      folders,
      dev_secrets: sums.has(DEV_SECRETS),
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
