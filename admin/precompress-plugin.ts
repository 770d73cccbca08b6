import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg', '.webmanifest']);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every text file of the build: the
 * CMS (and nginx's brotli_static/gzip_static) send them by Accept-Encoding without compressing per
 * request. A copy no smaller than its file is left out.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'careers-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
      const files = entries
        .filter((entry) => entry.isFile() && TEXT.has(extname(entry.name).toLowerCase()))
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const plain = await readFile(file);
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
          if (br.length < plain.length) await writeFile(`${file}.br`, br);
          if (gz.length < plain.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
