// What a page costs Chromium in CPU time, the unit the CI run is bound by (docs/PERFORMANCE.md): each
// page loaded in a fresh browser context (as every journey starts) and loaded again in the same one,
// over the whole system on a fresh database. CPU time of every Chromium process, read from /proc
// (Linux). Prints figures; asserts nothing.
//   node scripts/toolchain.mjs scripts/bench-page-cpu.ts        (SQLite; E2E_POSTGRES_URL for PostgreSQL)
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { sessionOf } from '../tests/e2e/support/sessions.ts';
import { databaseName, withBackOfficeInChromium } from './lib/back-office-bench.ts';

const LOADS = Number(process.env.BENCH_RUNS ?? 6);
const TICKS_PER_SECOND = 100;

/** The pages journeys open most: the public site's, and the back office's with a signed-in session. */
const PAGES = [
  { label: 'careers home', path: '/', signedIn: false },
  { label: 'job list', path: '/jobs/', signedIn: false },
  { label: 'back-office dashboard', path: '/admin2025/dashboard', signedIn: true },
  { label: 'back-office Applications list', path: '/admin2025/applications', signedIn: true },
];

/**
 * CPU seconds (user and system) used so far by every Chromium process alive. Not the time of reaped
 * children: a closed context's renderer would be counted again in the zygote that reaps it.
 */
function chromiumSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('chromium')) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name: utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while it was read: its time is gone with it, as for any short-lived one.
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** Loads `path` until its first heading shows and the network is quiet; answers the CPU it took. */
async function loadCost(context: BrowserContext, url: string): Promise<number> {
  const page = context.pages()[0] ?? (await context.newPage());
  const before = chromiumSeconds();
  await page.goto(url);
  await page.getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle');
  return chromiumSeconds() - before;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const line = (label: string, values: number[]) =>
  console.log(
    `${label.padEnd(52)} median ${median(values).toFixed(2)} CPU-s  min ${Math.min(...values).toFixed(2)}  max ${Math.max(...values).toFixed(2)}`,
  );

async function measure(browser: Browser, baseUrl: string): Promise<void> {
  console.log(`\nChromium CPU per page load, ${databaseName()}, ${LOADS} loads each`);
  for (const { label, path, signedIn } of PAGES) {
    const options = signedIn ? { storageState: sessionOf('super_admin') } : {};
    const fresh: number[] = [];
    const again: number[] = [];
    for (let run = 0; run < LOADS; run += 1) {
      const context = await browser.newContext(options);
      try {
        const opened = chromiumSeconds();
        await context.newPage();
        const blank = chromiumSeconds() - opened;
        fresh.push(blank + (await loadCost(context, `${baseUrl}${path}`)));
        again.push(await loadCost(context, `${baseUrl}${path}`));
      } finally {
        await context.close();
      }
    }
    line(`${label}, fresh context (with its blank page)`, fresh);
    line(`${label}, loaded again in the same context`, again);
  }
}

await withBackOfficeInChromium(measure);
