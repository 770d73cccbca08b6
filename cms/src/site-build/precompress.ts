import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files that are text, by extension: these get a .br and a .gz copy beside them. */
export const PRECOMPRESSED_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.xml',
  '.txt',
  '.svg',
  '.webmanifest',
  '.map',
]);

/** Both compressors run in libuv's thread pool; a few files at a time keep its threads busy. */
const IN_FLIGHT = 4;

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && PRECOMPRESSED_EXTENSIONS.has(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath, entry.name));
}

async function precompressFile(path: string): Promise<number> {
  const plain = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gzipAsync(plain, { level: 9 }),
  ]);
  // A copy no smaller than the file (a tiny file) is left out: the server then sends the file itself.
  let written = 0;
  if (br.length < plain.length) {
    await writeFile(`${path}.br`, br);
    written += 1;
  }
  if (gz.length < plain.length) {
    await writeFile(`${path}.gz`, gz);
    written += 1;
  }
  return written;
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every text file of a build, so the
 * server (and nginx's brotli_static/gzip_static) send compressed bytes without compressing per request.
 */
export async function precompressFolder(dir: string): Promise<{ files: number; copies: number }> {
  const files = await textFiles(dir);
  let copies = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++] as string;
      copies += await precompressFile(file);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return { files: files.length, copies };
}
