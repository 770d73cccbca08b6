// Boots the real CMS inside a script (reset, site build, account check): compiled cleanly or as built, loaded, optionally
// listening on a spare local port, and stopped only once its database pool is idle.
import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './run.ts';

export interface LoadedStrapi {
  destroy(): Promise<void>;
  server: {
    mount(): void;
    httpServer: { listen(port: number, host: string, done: () => void): void; address(): unknown };
  };
}
interface StrapiPackage {
  compileStrapi(options: { appDir: string }): Promise<{ appDir: string; distDir: string }>;
  createStrapi(options: { appDir: string; distDir: string }): { load(): Promise<LoadedStrapi> };
}

export interface BootedCms {
  strapi: LoadedStrapi;
  /** A compiled module of the CMS, e.g. `seed/reset`: the same instance Strapi loaded. */
  load<T>(modulePath: string): T;
  stop(): Promise<void>;
}

const CMS = join(ROOT, 'cms');

/** The CMS's own wait for a quiet pool (src/platform/database/idle-pool.ts), as the compiled module exports it. */
interface IdlePoolModule {
  waitForIdleDatabase(strapi: LoadedStrapi, deadline: number): Promise<boolean>;
}

export interface BootOptions {
  env?: Record<string, string>;
  listen?: boolean;
  /**
   * Load the CMS as built (cms/dist), compiling nothing: what an operational command on a deployed
   * instance does, beside a running server that uses the same folder.
   */
  useBuiltCode?: boolean;
}

/** The CMS's switch of its process output (src/platform/logging/process-output.ts), as compiled. */
interface ProcessOutputModule {
  leaveConsoleAsText(): void;
}

/** The CMS compiled now (a clean dist/), or as it was built. */
async function compiledCms(
  strapiPackage: StrapiPackage,
  useBuiltCode: boolean,
): Promise<{ appDir: string; distDir: string }> {
  const distDir = join(CMS, 'dist');
  if (useBuiltCode) {
    if (!existsSync(join(distDir, 'src', 'index.js'))) {
      throw new Error(`${distDir} holds no built CMS: run \`npm run build\` once (docs/OPERATIONS.md, Deploying)`);
    }
    return { appDir: CMS, distDir };
  }
  // Strapi compiles into dist/ without removing files whose source is gone: start clean.
  rmSync(distDir, { recursive: true, force: true });
  return strapiPackage.compileStrapi({ appDir: CMS });
}

export async function bootCms(options: BootOptions = {}): Promise<BootedCms> {
  process.chdir(CMS);
  process.env.NODE_ENV ??= 'development';
  process.env.SERVE_CMS_PANEL = 'false';
  Object.assign(process.env, options.env);
  const requireFromCms = createRequire(join(CMS, 'package.json'));
  const strapiPackage = requireFromCms('@strapi/strapi') as StrapiPackage;
  const app = await compiledCms(strapiPackage, options.useBuiltCode ?? false);
  // A command prints for a person, also on a production machine: its console stays text there (the
  // CMS's own log lines are JSON all the same). A CMS built before the switch existed has none.
  const processOutput = join(app.distDir, 'src', 'platform', 'logging', 'process-output.js');
  if (existsSync(processOutput)) (requireFromCms(processOutput) as ProcessOutputModule).leaveConsoleAsText();
  const strapi = await strapiPackage.createStrapi(app).load();
  if (options.listen) {
    strapi.server.mount();
    await new Promise<void>((done) => strapi.server.httpServer.listen(0, '127.0.0.1', done));
  }
  return {
    strapi,
    load: <T>(modulePath: string) => requireFromCms(join(app.distDir, 'src', modulePath)) as T,
    async stop() {
      // Strapi's event listeners still write for a moment after a burst of changes: shutting down then
      // would abort their queries (10 s at most).
      const idlePool = requireFromCms(join(app.distDir, 'src', 'platform', 'database', 'idle-pool')) as IdlePoolModule;
      await idlePool.waitForIdleDatabase(strapi, Date.now() + 10_000);
      await strapi.destroy();
    },
  };
}
