// The README's start command: install, build, and run the whole system with demo data on the
// embedded defaults (SQLite, development accounts). The server prints its URLs and credentials.
import { join } from 'node:path';
import { buildRelease } from './lib/build-release.ts';
import { ROOT, run } from './lib/run.ts';

await buildRelease();
console.log('\n▶ Starting the server (Ctrl+C stops it)');
// Strapi's own command under this Node, by path: no pnpm (and no install check) between it and the signals.
const code = await run(
  process.execPath,
  [join(ROOT, 'cms', 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'],
  {
    cwd: join(ROOT, 'cms'),
    env: { NODE_ENV: process.env.NODE_ENV ?? 'development', STRAPI_TELEMETRY_DISABLED: 'true' },
  },
);
process.exit(code);
