import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Core } from '@strapi/strapi';
import { now as clockNow } from '../../platform/clock';
import type { CmsEnv } from '../../platform/config/env';
import { fromDbJson } from '../../platform/database/db-values';
import { selectAggregates } from '../../platform/database/statements';
import type { Schedule } from '../../platform/engine';
import { countOrphanFilesRemoved } from '../../platform/metrics/registry';
import { localFileStore } from '../../platform/storage/private-files';

/** Every column that holds a private file's key, by table: a file no listed column names is swept away. */
export const KEY_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  applications: ['cv_url', 'supporting_documents_url'],
  hired_employees: ['cpr_document_url', 'passport_document_url', 'certificates_url'],
};

/** The keys some row names: its own file, or an erased row's file its erasure run has yet to delete. */
async function referencedKeys(strapi: Core.Strapi): Promise<Set<string>> {
  const keys = new Set<string>();
  // Table and column names come from KEY_COLUMNS above, never from a request.
  for (const [table, columns] of Object.entries(KEY_COLUMNS)) {
    for (const column of columns) {
      const rows = await selectAggregates(
        strapi,
        `SELECT DISTINCT "${column}" AS file_key FROM "${table}" WHERE "${column}" IS NOT NULL`,
        [],
      );
      for (const row of rows) if (typeof row.file_key === 'string') keys.add(row.file_key);
    }
  }
  const pending = await selectAggregates(
    strapi,
    'SELECT pending_files FROM erasure_records WHERE pending_files IS NOT NULL',
    [],
  );
  for (const row of pending) for (const key of fromDbJson<string[]>(row.pending_files) ?? []) keys.add(key);
  return keys;
}

interface StoredFile {
  key: string;
  modifiedMs: number;
}

/** The store's files by key; dot-files (an NFS client's own) are no file of ours. */
async function storedFiles(root: string): Promise<StoredFile[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: StoredFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const path = join(entry.parentPath, entry.name);
    const key = relative(root, path).split(sep).join('/');
    // A file removed meanwhile (an erasure) is simply not there any more.
    const stats = await stat(path).catch(() => null);
    if (stats) files.push({ key, modifiedMs: stats.mtimeMs });
  }
  return files;
}

export interface SweepResult {
  removed: string[];
  /** Unreferenced but younger than the grace period: possibly an upload whose row is being written. */
  tooRecent: number;
}

/**
 * Deletes private files no row points to that are older than the grace period: what a process killed
 * between storing an upload and writing its row left behind. An upload stores its files first and
 * writes the row that names them a moment later, so a fresh file without a row is normal: only files
 * unchanged for the whole grace period go. The files are listed before the rows are read, so a file
 * whose row is written meanwhile is either too recent or found referenced.
 */
export async function sweepOrphanFiles(strapi: Core.Strapi, env: CmsEnv): Promise<SweepResult> {
  const files = await storedFiles(env.privateFilesDir);
  const referenced = await referencedKeys(strapi);
  const cutoff = clockNow() - env.orphanFileGraceMs;
  const store = localFileStore(env.privateFilesDir);
  const result: SweepResult = { removed: [], tooRecent: 0 };
  for (const file of files) {
    if (referenced.has(file.key)) continue;
    if (file.modifiedMs > cutoff) {
      result.tooRecent += 1;
      continue;
    }
    try {
      await store.remove(file.key);
      result.removed.push(file.key);
    } catch (error) {
      // A name the store refuses was never one of its keys: left for a person to look at.
      strapi.log.warn(`[files] left ${file.key} in the private folder: ${(error as Error).message}`);
    }
  }
  countOrphanFilesRemoved(result.removed.length);
  if (result.removed.length > 0) {
    strapi.log.warn(
      `[files] removed ${result.removed.length} private files no row points to (unchanged for ${env.orphanFileGraceMs / 3_600_000} h): ${result.removed.join(', ')}`,
    );
  }
  return result;
}

/** Hourly, and at each start of an instance that runs the schedules. */
export function orphanFileSchedule(env: CmsEnv): Schedule {
  return {
    name: 'orphan-file-sweep',
    cron: '0 43 * * * *',
    run: async (strapi) => {
      await sweepOrphanFiles(strapi, env);
    },
  };
}
