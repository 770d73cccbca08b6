import type { PrivateFileStore } from '../../platform/storage/private-files';

/** An upload's temporary file and the private key it is kept under. */
export interface FileToStore {
  key: string;
  path: string;
}

/**
 * Stores each file, then writes the record that names them. Nothing half-written: when storing or
 * the record fails, the files already stored are removed again and the error goes on.
 */
export async function storeThenRecord<T>(
  store: PrivateFileStore,
  files: readonly FileToStore[],
  record: () => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  try {
    for (const file of files) {
      await store.putFile(file.key, file.path);
      stored.push(file.key);
    }
    return await record();
  } catch (error) {
    await Promise.all(stored.map((key) => store.remove(key).catch(() => undefined)));
    throw error;
  }
}
