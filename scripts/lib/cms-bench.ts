// Runs one of the CMS's benchmark scripts (cms/scripts/*.mts) on SQLite and, when a server
// answers, on a fresh PostgreSQL database, after the usual install and shared build.
import { cpus } from 'node:os';
import { join } from 'node:path';
import { serverAnswers } from './postgres-probe.ts';
import { installDependencies, ROOT, run, step } from './run.ts';

const CMS = join(ROOT, 'cms');
const POSTGRES = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export async function runCmsBenchmark(script: string, options: { buildAdmin?: boolean } = {}): Promise<void> {
  await installDependencies();
  await step('Build shared', 'pnpm', ['--filter', '@careers/shared', 'run', 'build']);
  // A benchmark that loads the back office in a browser needs it built.
  if (options.buildAdmin) {
    await step('Build the admin', 'pnpm', ['--filter', '@careers/admin', 'run', 'build'], {
      env: { NODE_ENV: 'production' },
    });
  }
  console.log(`\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`);
  const path = join(CMS, 'scripts', script);
  // A benchmark that fails says so in its exit code, as a figure it could not measure.
  const sqlite = await run('node', ['--no-warnings', path], { cwd: CMS, env: { BENCH_POSTGRES_URL: '' } });
  if (sqlite !== 0) process.exit(sqlite);
  if (await serverAnswers(POSTGRES)) {
    const postgres = await run('node', ['--no-warnings', path], { cwd: CMS, env: { BENCH_POSTGRES_URL: POSTGRES } });
    if (postgres !== 0) process.exit(postgres);
  } else {
    console.log(`(PostgreSQL not measured: nothing answers at ${new URL(POSTGRES).host})`);
  }
}
