import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './compile-hints-plugin';
import { dashboardPreload } from './dashboard-preload-plugin';
import { precompress } from './precompress-plugin';

/** A package's files in node_modules (pnpm's layout included). */
const packages = (...names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);

// Served by the CMS (or nginx) under /admin2025; every path that is not a file gets index.html.
export default defineConfig({
  base: '/admin2025/',
  plugins: [react(), dashboardPreload('/admin2025/'), compileHints(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // The libraries every page runs, in chunks of their own that a release of ours leaves cached:
        // React, then Material UI, then react-admin's core with the rest, then our own start-up code.
        // `$initial` keeps each to what the sign-in page runs. Behind it, every screen's libraries are
        // one chunk and the code screens share another: split per screen, a cold dashboard asked for 28
        // small files that HTTP/1.1's six connections fetched in five waves (PERFORMANCE.md).
        codeSplitting: {
          groups: [
            { name: 'react', test: packages('react', 'react-dom', 'scheduler'), priority: 3 },
            { name: 'mui', test: packages('@mui', '@emotion', 'stylis'), tags: ['$initial'], priority: 2 },
            { name: 'react-admin', test: packages('.+?'), tags: ['$initial'], priority: 1 },
            { name: 'app', test: /admin[\\/]src[\\/]/, tags: ['$initial'], priority: 1 },
            {
              name: 'screen-libraries',
              test: packages('@mui', 'react-admin', 'ra-ui-materialui', 'ra-core'),
              priority: 0,
            },
            {
              name: 'screen-common',
              test: /admin[\\/]src[\\/](components|format|hooks|providers|routing)[\\/]/,
              minShareCount: 2,
              priority: 0,
            },
          ],
        },
      },
    },
  },
});
