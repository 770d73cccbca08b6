// Compiles the CMS (TypeScript to dist/) without building the /cms panel, for processes that load it.
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const appDir = resolve(import.meta.dirname, '..');
const { compileStrapi } = createRequire(join(appDir, 'package.json'))(
  '@strapi/strapi',
) as typeof import('@strapi/strapi');
// Strapi compiles into dist/ without removing stale files: start clean.
rmSync(join(appDir, 'dist'), { recursive: true, force: true });
await compileStrapi({ appDir });
