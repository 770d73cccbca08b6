import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { compileHints } from './compile-hints-plugin';
import { dashboardModules } from './dashboard-modules';
import { dashboardPreload } from './dashboard-preload-plugin';
import { precompress } from './precompress-plugin';

const BASE = '/admin2025/';

/** A package's files in node_modules (pnpm's layout included). */
const packages = (...names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);

// The libraries every page runs, in chunks of their own that a release of ours leaves cached: React,
// then Material UI, then react-admin's core with the rest, then our own start-up code. `$initial`
// keeps each to what the sign-in page runs.
const ENTRY_GROUPS: Rolldown.CodeSplittingGroup[] = [
  { name: 'react', test: packages('react', 'react-dom', 'scheduler'), priority: 4 },
  { name: 'mui', test: packages('@mui', '@emotion', 'stylis'), tags: ['$initial'], priority: 3 },
  { name: 'react-admin', test: packages('.+?'), tags: ['$initial'], priority: 2 },
  { name: 'app', test: /admin[\\/]src[\\/]/, tags: ['$initial'], priority: 2 },
];

// Served by the CMS (or nginx) under /admin2025; every path that is not a file gets index.html.
export default defineConfig(async ({ command, mode }) => {
  const dashboard =
    command === 'build'
      ? await dashboardModules({ root: import.meta.dirname, base: BASE, mode, entryGroups: ENTRY_GROUPS })
      : new Set<string>();
  return {
    base: BASE,
    plugins: [react(), dashboardPreload(BASE), compileHints(), precompress()],
    // React's profiling build, which reports what each commit rendered and why, for
    // scripts/profile-admin-commits.ts; never for a release.
    resolve: process.env.ADMIN_REACT_PROFILING
      ? { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] }
      : {},
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      chunkSizeWarningLimit: 2000,
      rolldownOptions: {
        output: {
          // Behind the entry, what a cold start at the dashboard runs is one chunk (beside the layout's
          // and the dashboard's own); every other screen's libraries are one more and the code screens
          // share another. Split per screen, a cold dashboard asked for 28 small files that HTTP/1.1's
          // six connections fetched in five waves; with every screen's libraries in one, it downloaded
          // 350 KB of other screens' code (PERFORMANCE.md).
          codeSplitting: {
            groups: [
              ...ENTRY_GROUPS,
              { name: 'dashboard', test: (id: string) => dashboard.has(id), priority: 1 },
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
  };
});
