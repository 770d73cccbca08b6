// Restores the demo company: boots the real Strapi on the configured database, wipes our content
// types and seeds them again. Refused when NODE_ENV is production.
import { bootCms, type LoadedStrapi } from './lib/boot-cms.ts';
import { installDependencies, step } from './lib/run.ts';

interface ResetModule {
  resetDemoData(strapi: LoadedStrapi, env: unknown): Promise<void>;
}
interface EnvModule {
  readEnv(): unknown;
}

await installDependencies();
await step('Build shared', 'pnpm', ['--filter', '@careers/shared', 'run', 'build']);
const cms = await bootCms();
try {
  const { resetDemoData } = cms.load<ResetModule>('seed/reset.js');
  await resetDemoData(cms.strapi, cms.load<EnvModule>('platform/config/env.js').readEnv());
  console.log('✔ Demo data restored');
} finally {
  await cms.stop();
}
