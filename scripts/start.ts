// The README's start command: install, build, and run the whole system with demo data on the
// embedded defaults (SQLite, development accounts). The server prints its URLs and credentials.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { installDependencies, ROOT, run, step } from './lib/run.ts';

const CMS = join(ROOT, 'cms');

/** Newest modification time under a path (files only). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

/** The panel build takes most of a minute: skip it when nothing it depends on changed. */
function cmsBuildIsCurrent(): boolean {
  const built = join(CMS, 'dist', 'build', 'index.html');
  if (!existsSync(built)) return false;
  const inputs = ['src', 'config', 'package.json', 'tsconfig.json'].map((path) => newest(join(CMS, path)));
  return Math.max(...inputs, newest(join(ROOT, 'shared', 'dist'))) < statSync(built).mtimeMs;
}

await installDependencies();
await step('Build shared', 'pnpm', ['--filter', '@careers/shared', 'run', 'build']);
if (cmsBuildIsCurrent()) console.log('\n✔ CMS build is current (delete cms/dist to force a rebuild)');
else await step('Build the CMS and its /cms panel', 'pnpm', ['--filter', '@careers/cms', 'exec', 'strapi', 'build']);

console.log('\n▶ Starting the server (Ctrl+C stops it)');
const code = await run('pnpm', ['--filter', '@careers/cms', 'exec', 'strapi', 'start'], {
  env: { NODE_ENV: process.env.NODE_ENV ?? 'development', STRAPI_TELEMETRY_DISABLED: 'true' },
});
process.exit(code);
