// The hourly sweep of private files no row points to, run now: after a crash that left files behind.
// Runs the built CMS beside a running instance, with the service's environment; installs, builds and
// compiles nothing. Removes only what the scheduled sweep would (older than ORPHAN_FILE_GRACE_HOURS).
//   npm run files:sweep
import { bootCms, type LoadedStrapi } from './lib/boot-cms.ts';

interface SweepModule {
  sweepOrphanFiles(strapi: LoadedStrapi, env: unknown): Promise<{ removed: string[]; tooRecent: number }>;
}
interface EnvModule {
  readEnv(): { privateFilesDir: string; orphanFileGraceMs: number };
}

const cms = await bootCms({
  env: { INSTANCE_ROLE: 'all', ENGINE_WORKERS: 'false', SITE_AUTO_BUILD: 'false', SEED_DEMO_DATA: 'false' },
  useBuiltCode: true,
});
try {
  const env = cms.load<EnvModule>('platform/config/env.js').readEnv();
  const { sweepOrphanFiles } = cms.load<SweepModule>('domain/privacy/orphan-files.js');
  const result = await sweepOrphanFiles(cms.strapi, env);
  const hours = env.orphanFileGraceMs / 3_600_000;
  console.log(`✔ ${env.privateFilesDir}: removed ${result.removed.length} files no row points to`);
  for (const key of result.removed) console.log(`  removed ${key}`);
  console.log(
    `  ${result.tooRecent} more no row points to are younger than ${hours} h and were kept (uploads in flight)`,
  );
} finally {
  await cms.stop();
}
