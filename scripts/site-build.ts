// Ops: build the public site now and make it live, recorded like any other build run. Works beside a
// running server (same database and release folder): it boots its own CMS on a spare local port.
//   npm run site:build
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { installDependencies, ROOT, step } from './lib/run.ts';

interface LoadedStrapi {
  destroy(): Promise<void>;
  server: { mount(): void; httpServer: { listen(port: number, host: string, done: () => void): void } };
}
interface StrapiPackage {
  compileStrapi(options: { appDir: string }): Promise<{ appDir: string; distDir: string }>;
  createStrapi(options: { appDir: string; distDir: string }): { load(): Promise<LoadedStrapi> };
}
interface SiteBuildModule {
  buildSite(strapi: LoadedStrapi, env: unknown, trigger: string): Promise<{ ok: boolean; release?: string }>;
}
interface EnvModule {
  readEnv(): unknown;
}

const CMS = join(ROOT, 'cms');
await installDependencies();
await step('Build shared', 'pnpm', ['--filter', '@careers/shared', 'run', 'build']);

process.chdir(CMS);
process.env.NODE_ENV ??= 'development';
process.env.SERVE_CMS_PANEL = 'false';
// This process only builds: no second worker, no automatic builds of its own.
process.env.ENGINE_WORKERS = 'false';
process.env.SITE_AUTO_BUILD = 'false';
const requireFromCms = createRequire(join(CMS, 'package.json'));
const strapiPackage = requireFromCms('@strapi/strapi') as StrapiPackage;
const app = await strapiPackage.compileStrapi({ appDir: CMS });
const strapi = await strapiPackage.createStrapi(app).load();
strapi.server.mount();
await new Promise<void>((done) => strapi.server.httpServer.listen(0, '127.0.0.1', done));
let ok = false;
try {
  const { buildSite } = requireFromCms(join(app.distDir, 'src', 'site-build', 'site-build-job.js')) as SiteBuildModule;
  const { readEnv } = requireFromCms(join(app.distDir, 'src', 'config', 'env.js')) as EnvModule;
  const result = await buildSite(strapi, readEnv(), 'manual (command line)');
  ok = result.ok;
  console.log(
    ok ? `✔ Release ${result.release} is live` : '✖ The build failed; the live release was kept (see site_builds)',
  );
} finally {
  await strapi.destroy();
}
process.exit(ok ? 0 : 1);
