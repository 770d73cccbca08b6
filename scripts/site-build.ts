// Ops: build the public site now and make it live, recorded like any other build run. Works beside a
// running server (same database and release folder): it boots its own CMS on a spare local port.
//   npm run site:build
import { bootCms, type LoadedStrapi } from './lib/boot-cms.ts';
import { installDependencies, step } from './lib/run.ts';

interface SiteBuildModule {
  buildSite(strapi: LoadedStrapi, env: unknown, trigger: string): Promise<{ ok: boolean; release?: string }>;
}
interface EnvModule {
  readEnv(): unknown;
}

await installDependencies();
await step('Build shared', 'pnpm', ['--filter', '@careers/shared', 'run', 'build']);
// This process only builds: no second worker, no automatic builds of its own.
const cms = await bootCms({ env: { ENGINE_WORKERS: 'false', SITE_AUTO_BUILD: 'false' }, listen: true });
let ok = false;
try {
  const { buildSite } = cms.load<SiteBuildModule>('domain/site-build/site-build-job.js');
  const result = await buildSite(
    cms.strapi,
    cms.load<EnvModule>('platform/config/env.js').readEnv(),
    'manual (command line)',
  );
  ok = result.ok;
  console.log(
    ok ? `✔ Release ${result.release} is live` : '✖ The build failed; the live release was kept (see site_builds)',
  );
} finally {
  await cms.stop();
}
process.exit(ok ? 0 : 1);
