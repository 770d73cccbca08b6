// Compiles the CMS (TypeScript to dist/) without building the /cms panel, for processes that load it.
// With --typecheck it also fails on any type error: the suite runner's one pass for both.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const appDir = resolve(import.meta.dirname, '..');
const requireFromApp = createRequire(join(appDir, 'package.json'));
// Strapi compiles into dist/ without removing stale files: start clean.
rmSync(join(appDir, 'dist'), { recursive: true, force: true });
if (process.argv.includes('--typecheck')) {
  // tsc emits from the same tsconfig exactly what compileStrapi emits (Strapi adds only a
  // tsconfig.tsbuildinfo), and exits non-zero on a type error, which compileStrapi only prints.
  const tsc = requireFromApp.resolve('typescript/bin/tsc');
  const { status } = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: appDir, stdio: 'inherit' });
  process.exit(status ?? 1);
}
const { compileStrapi } = requireFromApp('@strapi/strapi') as typeof import('@strapi/strapi');
await compileStrapi({ appDir });
