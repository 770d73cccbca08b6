// Folders of files in a backup (candidates' files, the media library): regular files only, owner-only,
// each with the SHA-256 of what the backup stores, so a restore (or `sha256sum -c`) can prove a copy
// unchanged. On their way in they may be encrypted, on their way out decrypted (a Passage).
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Passage, unchanged } from './encryption.ts';

export interface FolderCopy {
  files: number;
  bytes: number;
  /** SHA-256 by path below the folder. */
  sums: Map<string, string>;
  /** Links, sockets and the like: not candidates' files, not copied. */
  skipped: string[];
}

/** The regular files below `root` (paths relative to it), and the entries that are not files. */
async function filesBelow(root: string): Promise<{ files: string[]; others: string[] }> {
  if (!existsSync(root)) return { files: [], others: [] };
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  const others: string[] = [];
  for (const entry of entries) {
    if (entry.isDirectory()) continue;
    (entry.isFile() ? files : others).push(relative(root, join(entry.parentPath, entry.name)));
  }
  return { files: files.sort(), others: others.sort() };
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Copies a file through `passage` into a new one (never over an existing file), owner-only; answers
 * the hash and size of what it wrote.
 */
export async function copyHashed(
  from: string,
  to: string,
  passage: Passage = unchanged,
): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await mkdir(dirname(to), { recursive: true, mode: 0o700 });
  await pipeline(await passage(createReadStream(from)), tap, createWriteStream(to, { flags: 'wx', mode: 0o600 }));
  return { sha256: hash.digest('hex'), bytes };
}

export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** Copies one file, owner-only, and answers the hash of the copy; null when there is no such file. */
export async function copyFileIfPresent(from: string, to: string, passage: Passage): Promise<string | null> {
  if (!existsSync(from)) return null;
  return (await copyHashed(from, to, passage)).sha256;
}

/** Copies every file below `from` into the new folder `to`. A missing `from` is an empty folder. */
export async function copyFolder(from: string, to: string, passage: Passage): Promise<FolderCopy> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  const { files, others } = await filesBelow(from);
  const copy: FolderCopy = { files: 0, bytes: 0, sums: new Map(), skipped: others };
  for (const file of files) {
    try {
      const { sha256, bytes } = await copyHashed(join(from, file), join(to, file), passage);
      copy.sums.set(file, sha256);
      copy.files += 1;
      copy.bytes += bytes;
    } catch (error) {
      // Removed since the listing (an erasure): no row of the database copy, taken before, needs it.
      if (!isMissing(error)) throw error;
      await rm(join(to, file), { force: true });
    }
  }
  return copy;
}

export type FileRestore = 'copied' | 'unchanged' | 'set-aside';

/**
 * Puts one backed-up file in place, through `passage`: an identical file stays, a different one is
 * moved to `aside` first (nothing is deleted). The new file appears under its name only once complete.
 */
export async function restoreFile(from: string, to: string, aside: string, passage: Passage): Promise<FileRestore> {
  const partial = `${to}.restoring`;
  await rm(partial, { force: true });
  // Compared once restored: the backup may hold the file encrypted, its own hash says nothing of the content.
  const { sha256 } = await copyHashed(from, partial, passage);
  let outcome: FileRestore = 'copied';
  if (existsSync(to)) {
    if ((await sha256Of(to)) === sha256) {
      await rm(partial);
      return 'unchanged';
    }
    await mkdir(dirname(aside), { recursive: true, mode: 0o700 });
    await rename(to, aside);
    outcome = 'set-aside';
  }
  await rename(partial, to);
  return outcome;
}

export interface FolderRestore {
  copied: number;
  unchanged: number;
  setAside: number;
  /** Files not in the backup (received after it): kept, though no restored row refers to them. */
  leftInPlace: number;
}

/**
 * Restores the `files` of a folder of the backup into `to`. `aside` receives replaced files: a
 * `.before-restore-<time>` folder inside `to` (a shared volume's mount point cannot be renamed, and
 * the server's keys never start with a dot).
 */
export async function restoreFolder(
  from: string,
  to: string,
  files: string[],
  aside: string,
  passage: Passage,
): Promise<FolderRestore> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  const result: FolderRestore = { copied: 0, unchanged: 0, setAside: 0, leftInPlace: 0 };
  for (const file of files) {
    const outcome = await restoreFile(join(from, file), join(to, file), join(aside, file), passage);
    if (outcome === 'unchanged') result.unchanged += 1;
    else result.copied += 1;
    if (outcome === 'set-aside') result.setAside += 1;
  }
  const restored = new Set(files);
  const present = await filesBelow(to);
  // What earlier restores set aside is not counted: it was never a file the server uses.
  result.leftInPlace = present.files.filter(
    (file) => !restored.has(file) && !file.startsWith('.before-restore-'),
  ).length;
  return result;
}
