// Runs the site build benchmark: 1,000 postings, and publish-to-live.
//   node scripts/toolchain.mjs scripts/bench-site-build.ts
import { cpus } from 'node:os';
import { join } from 'node:path';
import { installDependencies, ROOT, run, step } from './lib/run.ts';

await installDependencies();
await step('Build shared', 'pnpm', ['--filter', '@careers/shared', 'run', 'build']);
console.log(`\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`);
process.exit(await run('node', [join(ROOT, 'cms', 'scripts', 'bench-site-build.mts')], { cwd: join(ROOT, 'cms') }));
