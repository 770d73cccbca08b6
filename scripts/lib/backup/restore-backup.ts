// One restore: checks the backup whole before anything changes, refuses while an instance uses the
// database, then puts back the files and, last, the database. Whatever it replaces is kept aside.
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { DataLocations } from '../../../cms/src/platform/config/env.ts';
import { MEDIA_DIR } from '../built-cms.ts';
import { CommandError } from '../operator-command.ts';
import { type FileRestore, type FolderRestore, restoreFile, restoreFolder } from './files.ts';
import { fileStamp } from './format.ts';
import {
  type BackupFolder,
  type BackupManifest,
  DEV_SECRETS,
  FOLDERS,
  readManifest,
  sumsBelow,
  verifySums,
} from './manifest.ts';
import { checkRestoreTools, dumpPostgres, otherConnections, postgresRowCounts, restorePostgres } from './postgres.ts';
import { replaceSqlite, sqliteInUse, sqliteRowCounts } from './sqlite.ts';

export interface CheckedBackup {
  manifest: BackupManifest;
  sums: Map<string, string>;
}

/** The backup as it is on disk, checked against its own hashes, and usable with this configuration. */
export async function checkBackup(folder: string, locations: DataLocations): Promise<CheckedBackup> {
  const manifest = readManifest(folder);
  const configured = locations.database.client;
  if (manifest.database.client !== configured) {
    throw new CommandError(
      `This is a backup of a ${manifest.database.client} database, but the configuration (DATABASE_URL, DATABASE_CLIENT) points at ${configured}.`,
    );
  }
  return { manifest, sums: await verifySums(folder) };
}

/**
 * Refuses while anything still uses the database (a server would go on with the data it had), or
 * when PostgreSQL's tools are missing: before anything changes.
 */
export async function assertReadyToRestore(locations: DataLocations): Promise<void> {
  const { database } = locations;
  const stop = 'Stop every instance first (e.g. systemctl stop careers), then run the restore again.';
  if (database.client === 'sqlite') {
    if (sqliteInUse(database.filename)) {
      throw new CommandError(`A running instance has ${database.filename} open. ${stop}`);
    }
    return;
  }
  const others = await otherConnections(database);
  if (others.length > 0) {
    throw new CommandError(`${others.length} other connection(s) to the database: ${others.join(', ')}. ${stop}`);
  }
  await checkRestoreTools(database);
}

export interface RestoreReport {
  folders: Record<BackupFolder, { target: string } & FolderRestore>;
  devSecrets: FileRestore | null;
  /** Where the database that was replaced is kept (null: there was none). */
  previousDatabase: string | null;
}

/** Restores a checked backup. Call assertReadyToRestore first. */
export async function restoreBackup(
  folder: string,
  backup: CheckedBackup,
  locations: DataLocations,
): Promise<RestoreReport> {
  const stamp = fileStamp();
  const targets: Record<BackupFolder, string> = { 'private-files': locations.privateFilesDir, media: MEDIA_DIR };
  const folders = {} as RestoreReport['folders'];
  // Files first: they only add to what is there, so the database, restored last, never names a missing one.
  for (const name of FOLDERS) {
    const target = targets[name];
    const aside = join(target, `.before-restore-${stamp}`);
    folders[name] = {
      target,
      ...(await restoreFolder(join(folder, name), target, sumsBelow(backup.sums, name), aside)),
    };
  }
  const secretsHash = backup.sums.get(DEV_SECRETS);
  const secretsFile = join(locations.dataDir, DEV_SECRETS);
  const devSecrets = secretsHash
    ? await restoreFile(join(folder, DEV_SECRETS), secretsFile, secretsHash, `${secretsFile}.before-restore-${stamp}`)
    : null;
  const { database } = locations;
  const file = join(folder, backup.manifest.database.file);
  let previousDatabase: string | null;
  if (database.client === 'sqlite') {
    await mkdir(dirname(database.filename), { recursive: true, mode: 0o700 });
    previousDatabase = replaceSqlite(database.filename, file, stamp);
  } else {
    // pg_restore --clean drops what it replaces: the database as it was goes beside the backup first.
    previousDatabase = join(dirname(folder), `before-restore-${stamp}.pgdump`);
    await dumpPostgres(database, previousDatabase);
    await restorePostgres(database, file);
  }
  await assertCountsMatch(locations, backup.manifest);
  return { folders, devSecrets, previousDatabase };
}

/** The restored database holds exactly the rows the backup counted, table by table. */
async function assertCountsMatch(locations: DataLocations, manifest: BackupManifest): Promise<void> {
  const { database } = locations;
  const counts = database.client === 'sqlite' ? sqliteRowCounts(database.filename) : await postgresRowCounts(database);
  const differing = Object.entries(manifest.database.row_counts).filter(([table, count]) => counts[table] !== count);
  if (differing.length > 0) {
    const detail = differing.map(([table, count]) => `${table}: ${counts[table] ?? 'missing'} rows, backup ${count}`);
    throw new CommandError(`The restored database does not match the backup's counts: ${detail.join('; ')}`);
  }
}
