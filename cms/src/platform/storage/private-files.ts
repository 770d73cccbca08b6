import { constants } from 'node:fs';
import { chmod, copyFile, mkdir, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Candidates' files (CVs, supporting and onboarding documents): outside every served folder, under
 * names the server makes up. One interface, so a shared volume or S3-compatible storage can replace
 * the local folder when several instances run and each must read every file.
 */
export interface PrivateFileStore {
  /** Stores a copy of a local file (an upload's temporary file) under `key`. */
  putFile(key: string, sourcePath: string): Promise<void>;
  /** Stores bytes made by the server itself (the demo company's CVs) under `key`. */
  putBytes(key: string, bytes: Uint8Array): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The file as a stream with its size (downloads and archives never hold a whole file), or null. */
  openRead(key: string): Promise<{ stream: Readable; size: number } | null>;
}

/** Keys are made by the server, never by a client; this refuses anything else all the same. */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)*$/;

export function localFileStore(root: string): PrivateFileStore {
  const pathOf = (key: string): string => {
    const path = normalize(join(root, key));
    if (!SAFE_KEY.test(key) || key.includes('..') || !path.startsWith(root + sep)) {
      throw new Error(`Refused private file key ${JSON.stringify(key)}`);
    }
    return path;
  };
  return {
    async putFile(key, sourcePath) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      // EXCL: a generated name never overwrites an earlier file.
      await copyFile(sourcePath, path, constants.COPYFILE_EXCL);
      await chmod(path, 0o600);
    },
    async putBytes(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      await writeFile(path, bytes, { flag: 'wx', mode: 0o600 });
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async openRead(key) {
      // Opened first, then streamed from that descriptor: a missing file is null here, not a stream error.
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        // The stream closes the file when it ends, fails or is destroyed.
        return { stream: handle.createReadStream(), size: stats.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
  };
}
