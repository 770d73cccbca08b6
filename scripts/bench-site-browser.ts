// Lighthouse scores of the public pages (mobile preset: Moto G class device, slow 4G simulated) in
// Debian's Chromium, over the whole system on a fresh database with the demo company; then first visits
// of /jobs and Apply on a job page under DevTools' Slow 4G and a 4× slower CPU. Prints figures;
// asserts nothing.
//   node scripts/toolchain.mjs scripts/bench-lighthouse.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';
import startSystem from '../tests/e2e/support/global-setup.ts';
import { installDependencies, step } from './lib/run.ts';
import { CPU_SLOWDOWN, median, pressApply, SLOW_4G, visitJobs } from './lib/throttled-visit.ts';

const DEBUGGING_PORT = 9333;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

/** Chromium with a debugging port for Lighthouse to drive; the flags this machine needs. */
async function startChromium(profileDir: string): Promise<() => Promise<void>> {
  const chromium = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`, `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${DEBUGGING_PORT}/json/version`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('Chromium did not open its debugging port');
    await new Promise((done) => setTimeout(done, 200));
  }
  return async () => {
    chromium.kill('SIGTERM');
    await new Promise((done) => chromium.once('exit', done));
  };
}

/** The id of an active posting, from the public API (the page Lighthouse scores). */
async function anyJobId(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/public/jobs`);
  const body = (await response.json()) as { data: { id: string }[] };
  const first = body.data[0];
  if (!first) throw new Error('The demo company has no active posting');
  return first.id;
}

/**
 * Apply pressed → the form's first field can be typed in, five times, each on a fresh page with an
 * empty cache (local connection, no throttling): the chunk download, React's start and the token call.
 */
async function measureApplyModal(jobUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUGGING_PORT}`);
  const timings: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(jobUrl);
    // Timed inside the page: from the click event to the first frame with the form's first field.
    const milliseconds = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const button = document.querySelector<HTMLButtonElement>('[data-apply]');
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (!document.querySelector('[role="dialog"] input[name="full_name"]')) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - started));
          });
          observer.observe(document.body, { childList: true, subtree: true });
          button?.click();
        }),
    );
    timings.push(Math.round(milliseconds));
    await context.close();
  }
  await browser.close();
  timings.sort((a, b) => a - b);
  console.log(`\nApply pressed → form ready (5 runs, cold cache): median ${timings[2]} ms, worst ${timings[4]} ms`);
}

/** The Content-Encoding the server gives a page when a browser accepts brotli and gzip. */
async function servedEncoding(url: string): Promise<string> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
  await response.arrayBuffer();
  return response.headers.get('content-encoding') ?? 'none';
}

/**
 * /jobs (LCP, the first filter change the list answers) and a job page's Apply (busy state, form
 * ready), each on a fresh context with an empty cache under Slow 4G + 4× CPU; medians of RUNS runs.
 */
async function measureThrottled(baseUrl: string, jobPath: string): Promise<void> {
  const runs = Number(process.env.BENCH_RUNS ?? 7);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUGGING_PORT}`);
  const ms = (values: number[]) =>
    `median ${Math.round(median(values))} ms, worst ${Math.round(Math.max(...values))} ms`;
  console.log(
    `\nThrottled: DevTools Slow 4G (${SLOW_4G.latency} ms latency, ${(SLOW_4G.downloadThroughput / 1000).toFixed(0)} kB/s down, ` +
      `${(SLOW_4G.uploadThroughput / 1000).toFixed(1)} kB/s up), CPU ${CPU_SLOWDOWN}× slower, ${runs} runs, empty cache`,
  );
  console.log(`Content-Encoding served for /jobs: ${await servedEncoding(`${baseUrl}/jobs/`)}`);
  const visits = [];
  for (let run = 0; run < runs; run += 1) visits.push(await visitJobs(browser, `${baseUrl}/jobs/`));
  console.log(`/jobs LCP:                   ${ms(visits.map((visit) => visit.lcp))} (target ≤ 1400 ms)`);
  console.log(`/jobs filter responds:       ${ms(visits.map((visit) => visit.filterResponds))} (target ≤ 2300 ms)`);
  console.log(`/jobs transferred:           ${median(visits.map((visit) => visit.transferredKb)).toFixed(1)} KB`);
  for (const when of ['settled', 'at-load'] as const) {
    const presses = [];
    for (let run = 0; run < runs; run += 1) presses.push(await pressApply(browser, `${baseUrl}${jobPath}`, when));
    const label = when === 'settled' ? 'page settled' : 'at the load event';
    console.log(`Apply (${label}) → busy shown:  ${ms(presses.map((press) => press.busyShown))}`);
    console.log(`Apply (${label}) → form ready:  ${ms(presses.map((press) => press.formReady))} (target ≤ 2000 ms)`);
  }
  await browser.close();
}

await installDependencies();
await step('Build shared', 'pnpm', ['--filter', '@careers/shared', 'run', 'build']);
console.log(`\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`);

const stopSystem = await startSystem();
const baseUrl = process.env.E2E_BASE_URL as string;
const profileDir = mkdtempSync(join(tmpdir(), 'careers-lighthouse-'));
const stopChromium = await startChromium(profileDir);
let worst = 0;
try {
  const jobPath = `/jobs/${await anyJobId(baseUrl)}/`;
  // BENCH_LIGHTHOUSE=off measures only the modal and the throttled visits (a quick re-run): no path starts so.
  // Each page in English, then in Arabic (the Arabic pages score as the English ones).
  const english = ['/', '/jobs/', jobPath, '/benefits/', '/about/', '/privacy/'];
  // BENCH_LIGHTHOUSE=/ar/ audits only the pages whose paths start so.
  const audited = process.env.BENCH_LIGHTHOUSE ?? '/';
  const pages = [...english, ...english.map((path) => `/ar${path}`)].filter((path) => path.startsWith(audited));
  console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}`);
  console.log('page                          performance  accessibility  best-practices  seo');
  for (const page of pages) {
    const result = await lighthouse(`${baseUrl}${page}`, {
      port: DEBUGGING_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { categories, audits } = result.lhr;
    const scores = CATEGORIES.map((key) => Math.round((categories[key]?.score ?? 0) * 100));
    console.log(
      `${page.padEnd(30)}${scores.map((score, index) => String(score).padStart(index === 0 ? 11 : 15)).join('')}`,
    );
    // Say why a category is not 100 (the failing audits that count towards it), below target or not.
    CATEGORIES.forEach((key, index) => {
      const score = scores[index] ?? 0;
      if (score >= 100) return;
      if (score < TARGETS[key]) worst += 1;
      for (const ref of categories[key]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
          console.log(`    ${key}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`);
      }
    });
  }
  if (pages.length > 0) {
    console.log(worst === 0 ? '\nEvery page meets 95 / 100 / 100 / 100.' : `\n${worst} score(s) below target.`);
  }
  await measureApplyModal(`${baseUrl}${jobPath}`);
  await measureThrottled(baseUrl, jobPath);
} finally {
  await stopChromium();
  rmSync(profileDir, { recursive: true, force: true });
  await stopSystem();
}
