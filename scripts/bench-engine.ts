// Runs the engine benchmark on SQLite and, when a server answers, on a fresh PostgreSQL database.
//   node scripts/toolchain.mjs scripts/bench-engine.ts
import { cpus } from 'node:os';
import { join } from 'node:path';
import { serverAnswers } from './lib/postgres-probe.ts';
import { installDependencies, ROOT, run, step } from './lib/run.ts';

const CMS = join(ROOT, 'cms');
const POSTGRES = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

await installDependencies();
await step('Build shared', 'pnpm', ['--filter', '@careers/shared', 'run', 'build']);
console.log(`\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`);
await run('node', [join(CMS, 'scripts', 'bench-engine.mts')], { cwd: CMS, env: { BENCH_POSTGRES_URL: '' } });
if (await serverAnswers(POSTGRES)) {
  await run('node', [join(CMS, 'scripts', 'bench-engine.mts')], { cwd: CMS, env: { BENCH_POSTGRES_URL: POSTGRES } });
} else {
  console.log(`(PostgreSQL not measured: nothing answers at ${new URL(POSTGRES).host})`);
}
