import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin';

/** A package's files in node_modules (pnpm's layout included). */
const packages = (...names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);

// Served by the CMS (or nginx) under /admin2025; every path that is not a file gets index.html.
export default defineConfig({
  base: '/admin2025/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // The libraries every page runs, in chunks of their own that a release of ours leaves cached:
        // React, then Material UI, then react-admin's core with the rest. `$initial` keeps each to what
        // the sign-in page runs; what only a screen uses is split with that screen (measured: one
        // chunk of all screens' libraries made the dashboard's cold start slower, bytes parsed for nothing).
        codeSplitting: {
          groups: [
            { name: 'react', test: packages('react', 'react-dom', 'scheduler'), priority: 3 },
            { name: 'mui', test: packages('@mui', '@emotion', 'stylis'), tags: ['$initial'], priority: 2 },
            { name: 'react-admin', test: packages('.+?'), tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
