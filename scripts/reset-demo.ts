// Restores the demo company: boots the real Strapi on the configured database, wipes our content
// types and seeds them again. Refused when NODE_ENV is production.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { installDependencies, ROOT, step } from './lib/run.ts';

interface ConnectionPool {
  numUsed(): number;
  numPendingAcquires(): number;
}
interface LoadedStrapi {
  destroy(): Promise<void>;
  db: { connection: { client: { pool?: ConnectionPool } } };
}
interface StrapiPackage {
  compileStrapi(options: { appDir: string }): Promise<{ appDir: string; distDir: string }>;
  createStrapi(options: { appDir: string; distDir: string }): { load(): Promise<LoadedStrapi> };
}
interface ResetModule {
  resetDemoData(strapi: LoadedStrapi, env: unknown): Promise<void>;
}
interface EnvModule {
  readEnv(): unknown;
}

const CMS = join(ROOT, 'cms');

/**
 * Strapi's event listeners still write for a moment after the seed's last insert; shutting down then
 * would abort their queries. Wait until the pool has been idle for a short while (10 s at most).
 */
async function waitForIdleDatabase(strapi: LoadedStrapi): Promise<void> {
  const pool = strapi.db.connection.client.pool;
  if (!pool) return;
  let idleSince = Date.now();
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (pool.numUsed() + pool.numPendingAcquires() > 0) idleSince = Date.now();
    else if (Date.now() - idleSince > 300) return;
    await new Promise((done) => setTimeout(done, 50));
  }
}
await installDependencies();
await step('Build shared', 'pnpm', ['--filter', '@careers/shared', 'run', 'build']);

process.chdir(CMS);
process.env.NODE_ENV ??= 'development';
process.env.SERVE_CMS_PANEL = 'false';
const requireFromCms = createRequire(join(CMS, 'package.json'));
const strapiPackage = requireFromCms('@strapi/strapi') as StrapiPackage;
const app = await strapiPackage.compileStrapi({ appDir: CMS });
const strapi = await strapiPackage.createStrapi(app).load();
try {
  const { resetDemoData } = requireFromCms(join(app.distDir, 'src', 'seed', 'reset.js')) as ResetModule;
  const { readEnv } = requireFromCms(join(app.distDir, 'src', 'config', 'env.js')) as EnvModule;
  await resetDemoData(strapi, readEnv());
  console.log('✔ Demo data restored');
  await waitForIdleDatabase(strapi);
} finally {
  await strapi.destroy();
}
