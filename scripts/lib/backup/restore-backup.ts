// One restore: checks the backup whole before anything changes, refuses while an instance uses the
// database, then puts back the files and, last, the database, marked as a restored copy. The real
// restore replaces the installation's own data and keeps what it replaces beside it; a scratch restore
// writes into a folder of its own and a database that is empty or an earlier restored copy, never
// into the installation's files.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { DatabaseTarget, DataLocations } from '../../../cms/src/platform/config/env.ts';
import { MEDIA_DIR } from '../built-cms.ts';
import { CommandError } from '../operator-command.ts';
import { copyDatabase } from './database-copy.ts';
import type { Passage } from './encryption.ts';
import { copyHashed, type FileRestore, type FolderRestore, restoreFile, restoreFolder } from './files.ts';
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
import {
  checkRestoreTools,
  describePostgres,
  MissingDatabase,
  otherConnections,
  postgresRowCounts,
  postgresTableCount,
  restorePostgres,
} from './postgres.ts';
import { pruneReplacedCopies, REPLACED_COPIES_KEPT } from './replaced-copies.ts';
import { markPostgres, markSqlite, type RestoredMark, readMark } from './restored-mark.ts';
import { replaceSqlite, sqliteInUse, sqliteRowCounts } from './sqlite.ts';

export interface CheckedBackup {
  manifest: BackupManifest;
  sums: Map<string, string>;
  /** The public keys it is encrypted for; null: stored in clear. */
  recipients: string[] | null;
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
  return { manifest, sums: await verifySums(folder), recipients: manifest.encryption?.recipients ?? null };
}

/** Where a restore writes. */
export interface RestorePlan {
  /** A scratch restore's own folder; null for the real restore into this installation. */
  scratch: string | null;
  database: DatabaseTarget;
  folders: Record<BackupFolder, string>;
  devSecrets: string;
}

/**
 * The real restore writes where the installation keeps its data; a scratch restore into `scratch`:
 * the files, and on SQLite the database too (on PostgreSQL the configured database, a scratch one).
 */
export function planRestore(locations: DataLocations, scratch: string | null): RestorePlan {
  if (!scratch) {
    return {
      scratch,
      database: locations.database,
      folders: { 'private-files': locations.privateFilesDir, media: MEDIA_DIR },
      devSecrets: join(locations.dataDir, DEV_SECRETS),
    };
  }
  return {
    scratch,
    database:
      locations.database.client === 'sqlite'
        ? { client: 'sqlite', filename: join(scratch, 'careers.db') }
        : locations.database,
    folders: { 'private-files': join(scratch, 'private-files'), media: join(scratch, 'media') },
    devSecrets: join(scratch, DEV_SECRETS),
  };
}

export function describeDatabase(database: DatabaseTarget): string {
  return database.client === 'sqlite' ? database.filename : describePostgres(database);
}

export interface Readiness {
  /** What stops a restore now, each in a sentence that says what to do. */
  obstacles: string[];
  /** PostgreSQL's database does not exist yet: a restore creates it. */
  missingDatabase: boolean;
}

const STOP = 'Stop every instance first (e.g. systemctl stop careers), then run the restore again.';
const NOT_A_COPY =
  'a scratch restore replaces only an empty database or an earlier restored copy, never an installation’s own.';

async function isRestoredCopy(database: DatabaseTarget): Promise<boolean> {
  try {
    return (await readMark(database)) !== null;
  } catch (error) {
    if (database.client === 'sqlite') return false; // Not a database SQLite can read: nobody's data.
    throw error;
  }
}

/** What stands in the way of restoring into `plan` now, checked without changing anything. */
export async function readiness(plan: RestorePlan, locations: DataLocations): Promise<Readiness> {
  const obstacles: string[] = [];
  if (plan.scratch) {
    const own = [locations.privateFilesDir, MEDIA_DIR];
    for (const folder of Object.values(plan.folders).filter((folder) => own.includes(folder))) {
      obstacles.push(`${folder} holds this installation's own files: give --scratch a folder of its own.`);
    }
  }
  const { database } = plan;
  if (database.client === 'sqlite') {
    if (sqliteInUse(database.filename)) obstacles.push(`A running instance has ${database.filename} open. ${STOP}`);
    if (plan.scratch && existsSync(database.filename) && !(await isRestoredCopy(database))) {
      obstacles.push(`${database.filename} is not a restored copy: ${NOT_A_COPY} Give --scratch an empty folder.`);
    }
    return { obstacles, missingDatabase: false };
  }
  const steps: (() => Promise<void>)[] = [
    async () => {
      const others = await otherConnections(database);
      if (others.length > 0) {
        obstacles.push(`${others.length} other connection(s) to the database: ${others.join(', ')}. ${STOP}`);
      }
    },
    async () => {
      if (!plan.scratch || (await postgresTableCount(database)) === 0 || (await isRestoredCopy(database))) return;
      obstacles.push(
        `The ${describePostgres(database)} holds tables and is not a restored copy: ${NOT_A_COPY} Point DATABASE_URL at a scratch database (the restore creates one that does not exist).`,
      );
    },
    () => checkRestoreTools(database),
  ];
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      if (error instanceof MissingDatabase) return { obstacles, missingDatabase: true };
      if (!(error instanceof CommandError)) throw error;
      obstacles.push(error.message);
    }
  }
  return { obstacles, missingDatabase: false };
}

export interface RestoreReport {
  folders: Record<BackupFolder, { target: string } & FolderRestore>;
  devSecrets: FileRestore | null;
  /** Where the database that was replaced is kept (null: none was, or a scratch restore). */
  previousDatabase: string | null;
  /** Older copies of replaced databases removed, beyond the newest REPLACED_COPIES_KEPT. */
  removedCopies: string[];
  mark: RestoredMark;
}

export interface RestoreOptions {
  /** Decrypts the backup's files (unchanged for a backup in clear). */
  open: Passage;
  /** Encrypts the copy of a replaced PostgreSQL database (BACKUP_RECIPIENT); null: kept in clear. */
  protectReplaced: Passage | null;
}

/** The backup's database file in clear, for `work`: decrypted into a private folder first when needed. */
async function withClearDatabase<T>(
  file: string,
  database: DatabaseTarget,
  { open, encrypted }: { open: Passage; encrypted: boolean },
  work: (clear: string) => Promise<T>,
): Promise<T> {
  if (!encrypted) return work(file);
  // Where the data lies in clear anyway: beside the SQLite database, or this machine's temporary folder.
  const near = database.client === 'sqlite' ? dirname(database.filename) : tmpdir();
  await mkdir(near, { recursive: true, mode: 0o700 });
  const clearFolder = await mkdtemp(join(near, '.careers-restore-'));
  try {
    await copyHashed(file, join(clearFolder, 'database'), open);
    return await work(join(clearFolder, 'database'));
  } finally {
    await rm(clearFolder, { recursive: true, force: true });
  }
}

/** Restores a checked backup into `plan`, whose readiness has no obstacles. */
export async function restoreBackup(
  folder: string,
  backup: CheckedBackup,
  plan: RestorePlan,
  { open, protectReplaced }: RestoreOptions,
): Promise<RestoreReport> {
  const stamp = fileStamp(new Date(), { milliseconds: true });
  const report = { folders: {} as RestoreReport['folders'] };
  // Files first: they only add to what is there, so the database, restored last, never names a missing one.
  for (const name of FOLDERS) {
    const target = plan.folders[name];
    const aside = join(target, `.before-restore-${stamp}`);
    const files = [...sumsBelow(backup.sums, name).keys()];
    report.folders[name] = { target, ...(await restoreFolder(join(folder, name), target, files, aside, open)) };
  }
  const devSecrets = backup.sums.has(DEV_SECRETS)
    ? await restoreFile(join(folder, DEV_SECRETS), plan.devSecrets, `${plan.devSecrets}.before-restore-${stamp}`, open)
    : null;
  const mark: RestoredMark = { backupCreatedAt: backup.manifest.created_at, restoredAt: new Date().toISOString() };
  const { database } = plan;
  // A scratch restore replaces nothing worth keeping: an empty database or an earlier restored copy.
  const keep = plan.scratch ? 0 : REPLACED_COPIES_KEPT;
  const file = join(folder, backup.manifest.database.file);
  const clear = { open, encrypted: backup.recipients !== null };
  let previousDatabase: string | null = null;
  let removedCopies: string[];
  if (database.client === 'sqlite') {
    await mkdir(dirname(database.filename), { recursive: true, mode: 0o700 });
    previousDatabase = await withClearDatabase(file, database, clear, async (clearFile) =>
      // Marked before it takes the database's name: no instance ever opens it unmarked.
      replaceSqlite(database.filename, clearFile, stamp, (incoming) => markSqlite(incoming, mark)),
    );
    const prefix = `${basename(database.filename)}.before-restore-`;
    removedCopies = await pruneReplacedCopies(dirname(database.filename), prefix, keep);
    if (keep === 0) previousDatabase = null;
  } else {
    if (!plan.scratch) {
      // pg_restore --clean drops what it replaces: the database as it was goes beside the backup first.
      previousDatabase = join(dirname(folder), `before-restore-${stamp}.pgdump${protectReplaced ? '.age' : ''}`);
      await copyDatabase(database, previousDatabase, protectReplaced);
    }
    await withClearDatabase(file, database, clear, (clearFile) => restorePostgres(database, clearFile));
    await markPostgres(database, mark);
    removedCopies = plan.scratch ? [] : await pruneReplacedCopies(dirname(folder), 'before-restore-', keep);
  }
  await assertCountsMatch(database, backup.manifest);
  return { ...report, devSecrets, previousDatabase, removedCopies, mark };
}

/** The restored database holds exactly the rows the backup counted, table by table. */
async function assertCountsMatch(database: DatabaseTarget, manifest: BackupManifest): Promise<void> {
  const counts = database.client === 'sqlite' ? sqliteRowCounts(database.filename) : await postgresRowCounts(database);
  const differing = Object.entries(manifest.database.row_counts).filter(([table, count]) => counts[table] !== count);
  if (differing.length > 0) {
    const detail = differing.map(([table, count]) => `${table}: ${counts[table] ?? 'missing'} rows, backup ${count}`);
    throw new CommandError(`The restored database does not match the backup's counts: ${detail.join('; ')}`);
  }
}
