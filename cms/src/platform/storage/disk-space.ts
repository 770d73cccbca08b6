import { existsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { CmsEnv } from '../config/env';

/** The folders whose volume filling up breaks writes: stored files, uploads in flight, SQLite and the mailbox. */
const WATCHED_VOLUMES = ['private_files', 'upload_temp', 'data'] as const;
type WatchedVolume = (typeof WATCHED_VOLUMES)[number];

export interface VolumeSpace {
  volume: WatchedVolume;
  path: string;
  freeBytes: number;
}

function watchedPaths(env: CmsEnv): Record<WatchedVolume, string> {
  return { private_files: env.privateFilesDir, upload_temp: env.uploadTempDir, data: env.dataDir };
}

/** A folder not made yet lives on its nearest existing parent's volume until it is. */
function nearestExisting(path: string): string {
  let current = path;
  while (!existsSync(current) && dirname(current) !== current) current = dirname(current);
  return current;
}

/** Free bytes as this (unprivileged) process may use them: the blocks root keeps back don't count. */
export async function volumeSpace(env: CmsEnv): Promise<VolumeSpace[]> {
  const paths = watchedPaths(env);
  return Promise.all(
    WATCHED_VOLUMES.map(async (volume) => {
      const stats = await statfs(nearestExisting(paths[volume]));
      return { volume, path: paths[volume], freeBytes: stats.bavail * stats.bsize };
    }),
  );
}

const MB = 1024 * 1024;

/**
 * Why this instance should take no traffic for lack of disk, or null: a full volume answers every
 * upload and write with 500 while the process looks healthy. Off when MIN_FREE_DISK_MB is 0.
 */
export async function lowDiskProblem(env: CmsEnv): Promise<string | null> {
  if (env.minFreeDiskBytes === 0) return null;
  const low = (await volumeSpace(env)).filter((space) => space.freeBytes < env.minFreeDiskBytes);
  if (low.length === 0) return null;
  const listed = low.map((space) => `${space.volume} (${space.path}) has ${Math.floor(space.freeBytes / MB)} MB free`);
  return `${listed.join(', ')}: below MIN_FREE_DISK_MB ${env.minFreeDiskBytes / MB}`;
}
