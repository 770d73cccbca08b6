// The README's test command: install, build, lint, typecheck, then every test suite, and one total.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { browserHalves } from './lib/browser-halves.ts';
import { playwrightProblems, printProblems, type TestProblem, vitestProblems } from './lib/failures.ts';
import { parallelSteps, runCaptured, type Step } from './lib/parallel.ts';
import { serverAnswers } from './lib/postgres-probe.ts';
import { exitAfterOutput, installDependencies, ROOT, run, step } from './lib/run.ts';

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  exitCode: number;
  /** Failed tests, and browser tests that passed only on their retry. */
  problems: TestProblem[];
}

/** A suite that could not run or report: one failure, so the total never hides it. */
const failedSuite = (name: string, seconds = 0, exitCode = 1): SuiteResult => ({
  name,
  passed: 0,
  failed: 1,
  skipped: 0,
  seconds,
  exitCode: exitCode || 1,
  problems: [],
});

const REPORTS = join(ROOT, '.tmp', 'test-reports');
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const CHROMIUM = '/usr/bin/chromium';
/** Debian's nginx: the rolling-restart test runs it in front of two instances. */
const NGINX = '/usr/sbin/nginx';
/** The machine's cores: the checks run this many at a time. */
const WIDTH = 2;
/**
 * How many suites run at once. All four at once was measured (docs/PERFORMANCE.md): 484 s in all,
 * but the integration suites slowed about threefold and a 30 s test timed out; two is the default.
 */
const SUITE_WIDTH = Number(process.env.TEST_SUITE_WIDTH) || 2;
/** Every suite uses the CMS compiled once, before they start (cms/tests/support/test-server.ts). */
const PREBUILT = { CMS_PREBUILT: 'true' };

interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTests: number;
}

async function vitestSuite(name: string, packageDir: string, env: NodeJS.ProcessEnv = {}): Promise<SuiteResult> {
  console.log(`\n▷ ${name} started`);
  const report = join(REPORTS, `${name.replace(/\W+/g, '-')}.json`);
  const {
    code: exitCode,
    output,
    seconds,
  } = await runCaptured(
    'pnpm',
    ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: join(ROOT, packageDir), env },
  );
  console.log(`\n▶ ${name}\n${output.trimEnd()}`);
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
      problems: vitestProblems(name, report),
    };
  } catch {
    return failedSuite(name, seconds, exitCode);
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

/**
 * Debian's nginx for the integration suites, as the deploy installs it; the test that needs it fails,
 * naming it, where it is missing. Only the binary is used: the test runs its own configuration.
 */
async function ensureNginx(): Promise<void> {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() === 0) {
    console.log("\n▶ Installing Debian's nginx for the rolling-restart test");
    if ((await run('apt-get', ['update', '-qq'])) === 0) await run('apt-get', ['install', '-y', '-qq', 'nginx']);
  }
  if (!existsSync(NGINX)) console.error(`✖ ${NGINX} is missing and could not be installed (apt-get install nginx)`);
}

/**
 * The browser journeys (all, or the files of `half`) against a system on SQLite, or on a fresh
 * PostgreSQL database of `postgresUrl`'s server.
 */
async function browserSuite(postgresUrl?: string, half?: { files: string[]; label: string }): Promise<SuiteResult> {
  const database = postgresUrl ? 'PostgreSQL' : 'SQLite';
  const name = `browser journeys on ${database}${half ? ` (${half.label})` : ''}`;
  console.log(`\n▷ ${name} started`);
  const report = join(REPORTS, `browser-${database}.json`);
  const {
    code: exitCode,
    output,
    seconds,
  } = await runCaptured('pnpm', ['exec', 'playwright', 'test', ...(half?.files ?? [])], {
    cwd: join(ROOT, 'tests'),
    env: { ...PREBUILT, PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_POSTGRES_URL: postgresUrl ?? '' },
  });
  console.log(`\n▶ ${name}\n${output.trimEnd()}`);
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
      problems: playwrightProblems(name, report),
    };
  } catch {
    return failedSuite(name, seconds, exitCode);
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });

  await installDependencies();
  await step('Build shared (ESM + CJS + types)', 'pnpm', ['--filter', '@careers/shared', 'run', 'build']);
  const pnpm = (title: string, args: string[], options?: Step['options']): Step => ({
    title,
    command: 'pnpm',
    args,
    options,
  });
  // Independent checks, one per core; the CMS is compiled once here for every suite.
  await parallelSteps(
    [
      pnpm('Typecheck cms tests', ['--filter', '@careers/cms', 'exec', 'tsc', '-p', 'tests/tsconfig.json']),
      // astro check covers the .astro pages as well as the islands' TypeScript.
      pnpm('Typecheck site (astro check)', [
        '--filter',
        '@careers/site',
        'exec',
        'astro',
        'check',
        '--minimumFailingSeverity',
        'hint',
      ]),
      // One TypeScript pass both checks the CMS and compiles it, once, for every suite.
      {
        title: 'Typecheck and compile the CMS (once, for every suite)',
        command: process.execPath,
        args: [join(ROOT, 'cms', 'scripts', 'compile.mts'), '--typecheck'],
        options: { cwd: join(ROOT, 'cms') },
        // Rows are typed from the generated content-type types: a schema change must come with them.
        followedBy: {
          title: 'Generated content-type types are current',
          command: process.execPath,
          args: [join(ROOT, 'scripts', 'check-generated-types.ts'), '--prebuilt'],
        },
      },
      pnpm('Typecheck back office', ['--filter', '@careers/admin', 'exec', 'tsc', '-p', 'tsconfig.json']),
      pnpm('Build the back office (Vite)', ['--filter', '@careers/admin', 'run', 'build'], {
        env: { NODE_ENV: 'production' },
      }),
      pnpm('Typecheck shared tests', ['--filter', '@careers/shared', 'exec', 'tsc', '-p', 'tests/tsconfig.json']),
      pnpm('Typecheck scripts', ['exec', 'tsc', '-p', 'tsconfig.json']),
      pnpm('Typecheck shared', ['--filter', '@careers/shared', 'exec', 'tsc', '-p', 'tsconfig.json', '--noEmit']),
      pnpm('Typecheck browser tests', ['--filter', '@careers/tests', 'exec', 'tsc', '-p', 'tsconfig.json']),
      pnpm('Lint and format check (Biome)', ['exec', 'biome', 'check', '.']),
      // Dead exports, files and dependencies (knip.json says where each package's code starts).
      pnpm('Dead code check (knip)', ['exec', 'knip', '--no-progress']),
    ],
    WIDTH,
  );

  const postgresUrl = process.env.TEST_POSTGRES_URL || DEFAULT_POSTGRES_URL;
  const explicit = Boolean(process.env.TEST_POSTGRES_URL);
  const onPostgres = await serverAnswers(postgresUrl);
  const haveChromium = await ensureChromium();
  await ensureNginx();
  const noChromium = (database: string): SuiteResult => {
    console.error(`✖ ${CHROMIUM} is missing and could not be installed (apt-get install chromium)`);
    return failedSuite(`browser journeys on ${database}`);
  };

  // The suites side by side, each on its own databases, SUITE_WIDTH at a time, in two planned
  // queues of about equal length (the split in docs/PERFORMANCE.md). With PostgreSQL, the browser
  // journeys run once, half on each database (lib/browser-halves.ts): every journey is checked and
  // both databases serve the browser; the integration suites run whole on both. Each queue starts
  // with a different kind, so the heaviest overlap as little as possible. A lane whose queue is
  // empty takes the next suite of the other.
  type Suite = () => Promise<SuiteResult>;
  type Half = Parameters<typeof browserSuite>[1];
  const browser = (url?: string, half?: Half): Suite =>
    haveChromium ? () => browserSuite(url, half) : async () => noChromium(url ? 'PostgreSQL' : 'SQLite');
  const [firstHalf, secondHalf] = browserHalves(join(ROOT, 'tests', 'e2e'));
  const sqliteQueue: Suite[] = [
    browser(undefined, onPostgres ? { files: firstHalf, label: 'first half' } : undefined),
    // With PostgreSQL too, the files about several instances on one database run there only.
    () =>
      vitestSuite('cms integration on SQLite', 'cms', {
        ...PREBUILT,
        TEST_POSTGRES_URL: '',
        CAREERS_POSTGRES_SUITE_RUNS: onPostgres ? 'true' : '',
      }),
    () => vitestSuite('back office components', 'admin'),
  ];
  const postgresQueue: Suite[] = [];
  if (onPostgres) {
    postgresQueue.push(
      // The files whose subject is no database's run in the SQLite suite only, which has time to spare
      // while this one runs (cms/tests/support/one-database-files.ts).
      () =>
        vitestSuite('cms integration on PostgreSQL', 'cms', {
          ...PREBUILT,
          TEST_POSTGRES_URL: postgresUrl,
          CAREERS_SQLITE_SUITE_RUNS: 'true',
        }),
      browser(postgresUrl, { files: secondHalf, label: 'second half' }),
    );
  } else if (explicit) {
    console.error(`✖ TEST_POSTGRES_URL was given but nothing answers at ${new URL(postgresUrl).host}`);
    postgresQueue.push(async () => failedSuite('cms integration on PostgreSQL'));
  } else {
    console.log(
      `\n(PostgreSQL suites not run: no server at ${new URL(postgresUrl).host}; set TEST_POSTGRES_URL to run them)`,
    );
  }
  postgresQueue.push(() => vitestSuite('shared unit', 'shared'));
  const queues = [sqliteQueue, postgresQueue];
  const suitesStarted = Date.now();
  const results: SuiteResult[] = [];
  const nextFor = (lane: number): Suite | undefined =>
    (queues[lane % queues.length] ?? []).shift() ?? queues.find((queue) => queue.length > 0)?.shift();
  const lane = async (index: number) => {
    for (let next = nextFor(index); next; next = nextFor(index)) results.push(await next());
  };
  await Promise.all(Array.from({ length: SUITE_WIDTH }, (_, index) => lane(index)));
  const suitesSeconds = (Date.now() - suitesStarted) / 1000;

  printProblems(results.flatMap((suite) => suite.problems));
  console.log('\nSuite                                      passed  failed  skipped  seconds');
  for (const suite of results) {
    console.log(
      `${suite.name.padEnd(43)}${String(suite.passed).padStart(6)}${String(suite.failed).padStart(8)}${String(suite.skipped).padStart(9)}${suite.seconds.toFixed(1).padStart(9)}`,
    );
  }
  const total = (key: 'passed' | 'failed' | 'skipped') => results.reduce((sum, suite) => sum + suite[key], 0);
  const failedSuites = results.filter((suite) => suite.exitCode !== 0 && suite.failed === 0).length;
  const failed = total('failed') + failedSuites;
  console.log(`Suites (${SUITE_WIDTH} at a time) ${suitesSeconds.toFixed(0)} s`);
  console.log(`Total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`${total('passed')} passed, ${failed} failed, ${total('skipped')} skipped`);
  await exitAfterOutput(failed > 0 ? 1 : 0);
}

await main();
