// The README's test command: install, build, lint, typecheck, then every test suite, and one total.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { serverAnswers } from './lib/postgres-probe.ts';
import { installDependencies, ROOT, run, step } from './lib/run.ts';

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  exitCode: number;
}

const REPORTS = join(ROOT, '.tmp', 'test-reports');
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const CHROMIUM = '/usr/bin/chromium';

interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTests: number;
}

async function vitestSuite(name: string, packageDir: string, env: NodeJS.ProcessEnv = {}): Promise<SuiteResult> {
  console.log(`\n▶ ${name}`);
  const report = join(REPORTS, `${name.replace(/\W+/g, '-')}.json`);
  const started = Date.now();
  const exitCode = await run(
    'pnpm',
    ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      cwd: join(ROOT, packageDir),
      env,
    },
  );
  const seconds = (Date.now() - started) / 1000;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as VitestJsonReport;
    // A suite that ran nothing is a failure: it proves nothing.
    const ranNothing = json.numTotalTests === 0;
    return {
      name,
      passed: json.numPassedTests,
      failed: json.numFailedTests + (ranNothing ? 1 : 0),
      skipped: json.numPendingTests + json.numTodoTests,
      seconds,
      exitCode: ranNothing ? 1 : exitCode,
    };
  } catch {
    return { name, passed: 0, failed: 1, skipped: 0, seconds, exitCode: exitCode || 1 };
  }
}

interface PlaywrightJsonReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

/** Debian's Chromium for the browser suite; never a downloaded browser. */
async function ensureChromium(): Promise<boolean> {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) return false;
  console.log("\n▶ Installing Debian's chromium for the browser tests");
  if ((await run('apt-get', ['update', '-qq'])) !== 0) return false;
  return (await run('apt-get', ['install', '-y', '-qq', 'chromium'])) === 0 && existsSync(CHROMIUM);
}

async function browserSuite(): Promise<SuiteResult> {
  const name = 'browser journeys (Playwright, Chromium)';
  if (!(await ensureChromium())) {
    console.error(`✖ ${CHROMIUM} is missing and could not be installed (apt-get install chromium)`);
    return { name, passed: 0, failed: 1, skipped: 0, seconds: 0, exitCode: 1 };
  }
  console.log(`\n▶ ${name}`);
  const report = join(REPORTS, 'browser.json');
  const started = Date.now();
  const exitCode = await run('pnpm', ['exec', 'playwright', 'test'], {
    cwd: join(ROOT, 'tests'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  const seconds = (Date.now() - started) / 1000;
  try {
    const { stats } = JSON.parse(readFileSync(report, 'utf8')) as PlaywrightJsonReport;
    const ranNothing = stats.expected + stats.unexpected + stats.flaky === 0;
    return {
      name,
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected + (ranNothing ? 1 : 0),
      skipped: stats.skipped,
      seconds,
      exitCode: ranNothing ? 1 : exitCode,
    };
  } catch {
    return { name, passed: 0, failed: 1, skipped: 0, seconds, exitCode: exitCode || 1 };
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });

  await installDependencies();
  await step('Build shared (ESM + CJS + types)', 'pnpm', ['--filter', '@careers/shared', 'run', 'build']);
  await step('Lint and format check (Biome)', 'pnpm', ['exec', 'biome', 'check', '.']);
  await step('Typecheck scripts', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json']);
  await step('Typecheck shared', 'pnpm', [
    '--filter',
    '@careers/shared',
    'exec',
    'tsc',
    '-p',
    'tsconfig.json',
    '--noEmit',
  ]);
  await step('Typecheck shared tests', 'pnpm', [
    '--filter',
    '@careers/shared',
    'exec',
    'tsc',
    '-p',
    'tests/tsconfig.json',
  ]);
  await step('Typecheck cms', 'pnpm', ['--filter', '@careers/cms', 'exec', 'tsc', '-p', 'tsconfig.json', '--noEmit']);
  await step('Typecheck cms tests', 'pnpm', ['--filter', '@careers/cms', 'exec', 'tsc', '-p', 'tests/tsconfig.json']);
  // Rows are typed from the generated content-type types: a schema change must come with them.
  await step('Generated content-type types are current', 'node', ['scripts/check-generated-types.ts']);
  // astro check covers the .astro pages as well as the islands' TypeScript.
  await step('Typecheck site (astro check)', 'pnpm', [
    '--filter',
    '@careers/site',
    'exec',
    'astro',
    'check',
    '--minimumFailingSeverity',
    'hint',
  ]);
  await step('Typecheck browser tests', 'pnpm', ['--filter', '@careers/tests', 'exec', 'tsc', '-p', 'tsconfig.json']);

  await step('Typecheck back office', 'pnpm', ['--filter', '@careers/admin', 'exec', 'tsc', '-p', 'tsconfig.json']);
  await step('Build the back office (Vite)', 'pnpm', ['--filter', '@careers/admin', 'run', 'build'], {
    env: { NODE_ENV: 'production' },
  });

  const results: SuiteResult[] = [];
  results.push(await vitestSuite('shared unit', 'shared'));
  results.push(await vitestSuite('back office components', 'admin'));
  results.push(await vitestSuite('cms integration on SQLite', 'cms', { TEST_POSTGRES_URL: '' }));

  const postgresUrl = process.env.TEST_POSTGRES_URL || DEFAULT_POSTGRES_URL;
  const explicit = Boolean(process.env.TEST_POSTGRES_URL);
  if (await serverAnswers(postgresUrl)) {
    results.push(await vitestSuite('cms integration on PostgreSQL', 'cms', { TEST_POSTGRES_URL: postgresUrl }));
  } else if (explicit) {
    console.error(`✖ TEST_POSTGRES_URL was given but nothing answers at ${new URL(postgresUrl).host}`);
    results.push({ name: 'cms integration on PostgreSQL', passed: 0, failed: 1, skipped: 0, seconds: 0, exitCode: 1 });
  } else {
    console.log(
      `\n(PostgreSQL suite not run: no server at ${new URL(postgresUrl).host}; set TEST_POSTGRES_URL to run it)`,
    );
  }

  results.push(await browserSuite());

  console.log('\nSuite                                      passed  failed  skipped  seconds');
  for (const suite of results) {
    console.log(
      `${suite.name.padEnd(43)}${String(suite.passed).padStart(6)}${String(suite.failed).padStart(8)}${String(suite.skipped).padStart(9)}${suite.seconds.toFixed(1).padStart(9)}`,
    );
  }
  const total = (key: 'passed' | 'failed' | 'skipped') => results.reduce((sum, suite) => sum + suite[key], 0);
  const failedSuites = results.filter((suite) => suite.exitCode !== 0 && suite.failed === 0).length;
  const failed = total('failed') + failedSuites;
  console.log(`Total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`${total('passed')} passed, ${failed} failed, ${total('skipped')} skipped`);
  process.exit(failed > 0 ? 1 : 0);
}

await main();
