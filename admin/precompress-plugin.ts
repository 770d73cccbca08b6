import { resolve } from 'node:path';
// The site's releases are precompressed by the same code, so both builds give nginx the same copies.
import { precompressFolder } from '@careers/shared/precompress';
import type { Plugin } from 'vite';

/**
 * Writes a brotli and a gzip (level 9) copy beside every text file of the build: the
 * CMS (and nginx's brotli_static/gzip_static) send them by Accept-Encoding without compressing per
 * request. A copy no smaller than its file is left out.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'careers-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
