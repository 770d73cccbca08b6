import { defineConfig } from 'tsup';

// The site islands' own entries, each one file with nothing shared (see src/job-search.ts). Built after
// tsup.config.ts, into the same folder, which that build has emptied.
export default defineConfig({
  entry: ['src/job-search.ts', 'src/job-search-en.ts', 'src/job-search-ar.ts'],
  format: ['esm'],
  splitting: false,
  dts: true,
  clean: false,
  sourcemap: true,
  target: 'es2022',
});
