// Install and build everything a server runs: shared, the CMS with its /cms panel, the back office.
// Each build is skipped when nothing it depends on changed. Used by `npm start` and `npm run build`.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installDependencies, ROOT, step } from './run.ts';

const CMS = join(ROOT, 'cms');
const SHARED = join(ROOT, 'shared');
const ADMIN = join(ROOT, 'admin');

/** Newest modification time under a path (files only). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

/** True when `output` exists and is newer than every input. */
function isCurrent(output: string, inputs: string[]): boolean {
  if (!existsSync(output)) return false;
  return Math.max(...inputs.map(newest)) < statSync(output).mtimeMs;
}

// The panel build takes most of a minute: both builds are skipped when nothing they depend on changed.
// The islands' entries are built last (shared/package.json's build script).
const sharedIsCurrent = () =>
  isCurrent(
    join(SHARED, 'dist', 'job-search.js'),
    ['src', 'package.json', 'tsup.config.ts', 'tsup.islands.config.ts'].map((path) => join(SHARED, path)),
  );
const cmsIsCurrent = () =>
  isCurrent(join(CMS, 'dist', 'build', 'index.html'), [
    ...['src', 'config', 'package.json', 'tsconfig.json', 'favicon.png'].map((path) => join(CMS, path)),
    join(SHARED, 'dist'),
  ]);
// The admin's build is configured by every TypeScript file beside its vite.config.ts (its plugins, its split).
const adminIsCurrent = () =>
  isCurrent(join(ADMIN, 'dist', 'index.html'), [
    ...['src', 'index.html', 'package.json', ...readdirSync(ADMIN).filter((file) => file.endsWith('.ts'))].map((path) =>
      join(ADMIN, path),
    ),
    join(SHARED, 'dist'),
  ]);

/**
 * What `strapi build` runs with. It loads the CMS's configuration, which makes what a start needs in the
 * data folder: generated development secrets, an empty SQLite file, its folders. Pointed at a scratch
 * folder, the build leaves none of it in the checkout: a production checkout would keep secrets that
 * are nobody's beside the installation's data.
 */
export function cmsBuildEnvironment(scratchDataDir: string): NodeJS.ProcessEnv {
  return {
    CMS_DATA_DIR: scratchDataDir,
    DATABASE_FILENAME: join(scratchDataDir, 'careers.db'),
    PRIVATE_FILES_DIR: join(scratchDataDir, 'private-files'),
    UPLOAD_TEMP_DIR: join(scratchDataDir, 'upload-tmp'),
    MAILBOX_DIR: join(scratchDataDir, 'mailbox'),
  };
}

/** Builds the CMS and its panel with a scratch data folder, removed afterwards (also when the build fails). */
async function buildCms(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'careers-build-data-'));
  const removeScratch = () => rmSync(scratch, { recursive: true, force: true });
  // A failed step ends the script (process.exit), past any finally.
  process.once('exit', removeScratch);
  await step('Build the CMS and its /cms panel', 'pnpm', ['--filter', '@careers/cms', 'exec', 'strapi', 'build'], {
    env: cmsBuildEnvironment(scratch),
  });
  process.off('exit', removeScratch);
  removeScratch();
}

export async function buildRelease(): Promise<void> {
  await installDependencies();
  if (sharedIsCurrent()) console.log('\n✔ shared build is current');
  else await step('Build shared', 'pnpm', ['--filter', '@careers/shared', 'run', 'build']);
  if (cmsIsCurrent()) console.log('✔ CMS build is current (delete cms/dist to force a rebuild)');
  else {
    // Strapi compiles into dist/ without removing files whose source is gone (a deleted route would live on).
    rmSync(join(CMS, 'dist'), { recursive: true, force: true });
    await buildCms();
  }
  if (adminIsCurrent()) console.log('✔ back-office build is current');
  else {
    await step('Build the back office (/admin2025)', 'pnpm', ['--filter', '@careers/admin', 'run', 'build'], {
      env: { NODE_ENV: 'production' },
    });
  }
}
