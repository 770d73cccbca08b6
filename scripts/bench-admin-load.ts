// What the back office costs to open: the JavaScript the sign-in page downloads, as
// it crosses the wire (brotli, as the CMS serves it), and the dashboard's cold load (a new browser
// context, already signed in) until its Top 10 table shows: unthrottled, on DevTools' Fast 4G, and on
// Fast 4G with a 4× slower CPU. Prints figures; asserts nothing.
//   node scripts/toolchain.mjs scripts/bench-admin-load.ts    (BENCH_RUNS, default 7; SQLite or E2E_POSTGRES_URL)
// BENCH_COMPARE=/a,/b,... instead compares earlier builds of the admin (copies of admin/dist): the
// dashboard's cold load at Fast 4G + 4× CPU, one build after the other in turn, so that the machine's
// slow and fast spells fall on each alike (single loads here vary by ±15 %).
import type { Browser, BrowserContextOptions, CDPSession } from 'playwright-core';
import {
  databaseName,
  SIGNED_IN,
  serveAdminBuild,
  stopServingAdminBuild,
  summary,
  topTenShown,
  withBackOfficeInChromium,
} from './lib/back-office-bench.ts';
import { CPU_SLOWDOWN, FAST_4G } from './lib/throttled-visit.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const KB = 1024;

interface Throttling {
  label: string;
  network?: typeof FAST_4G;
  cpu?: number;
}

const DASHBOARD_CONDITIONS: Throttling[] = [
  { label: 'unthrottled' },
  { label: 'Fast 4G', network: FAST_4G },
  { label: `Fast 4G + ${CPU_SLOWDOWN}× CPU`, network: FAST_4G, cpu: CPU_SLOWDOWN },
];

interface Transfer {
  url: string;
  bytes: number;
  encoding: string;
}

/** Every script response of `cdp`'s page with the bytes it took on the wire (headers and body). */
async function watchScripts(cdp: CDPSession): Promise<Transfer[]> {
  const scripts = new Map<string, { url: string; encoding: string }>();
  const finished: Transfer[] = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script') return;
    const encoding = response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'identity';
    scripts.set(requestId, { url: response.url, encoding });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) finished.push({ ...script, bytes: encodedDataLength });
  });
  await cdp.send('Network.enable');
  return finished;
}

/** A page in a new context, throttled as `throttling` says, with its script transfers counted. */
async function coldPage(browser: Browser, options: BrowserContextOptions, throttling: Throttling = { label: '' }) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const scripts = await watchScripts(cdp);
  await cdp.send('Performance.enable');
  if (throttling.network) await cdp.send('Network.emulateNetworkConditions', throttling.network);
  if (throttling.cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpu });
  return { page, cdp, scripts, close: () => context.close() };
}

/**
 * The main thread's busy time so far, in ms (CDP Performance metrics, as slowed down): steadier from
 * run to run than the wall clock, which also waits on the network and on the machine's other work.
 */
async function mainThreadBusy(cdp: CDPSession): Promise<{ tasks: number; scripts: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return { tasks: value('TaskDuration'), scripts: value('ScriptDuration') };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const total = (transfers: Transfer[]) => transfers.reduce((sum, { bytes }) => sum + bytes, 0);

/** The sign-in form, signed out: every script it loads once the network is quiet. */
async function signInScripts(browser: Browser, baseUrl: string): Promise<void> {
  const { page, scripts, close } = await coldPage(browser, {});
  try {
    await page.goto(`${baseUrl}/admin2025/login`);
    await page.locator('input[type="password"]').waitFor();
    await page.waitForLoadState('networkidle');
    console.log(
      `\nSign-in page, signed out, new context: ${scripts.length} scripts, ${kb(total(scripts))} on the wire`,
    );
    for (const { url, bytes, encoding } of scripts)
      console.log(`  ${kb(bytes).padStart(10)}  ${encoding.padEnd(8)} ${new URL(url).pathname}`);
  } finally {
    await close();
  }
}

async function dashboardCold(browser: Browser, baseUrl: string): Promise<void> {
  console.log(`\nDashboard, cold (new context, signed in) to the Top 10 table, ${databaseName()}, ${RUNS} runs each`);
  for (const throttling of DASHBOARD_CONDITIONS) {
    const times: number[] = [];
    const tasks: number[] = [];
    const scriptTimes: number[] = [];
    let scriptBytes = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const { page, cdp, scripts, close } = await coldPage(browser, SIGNED_IN, throttling);
      try {
        times.push(await topTenShown(page, `${baseUrl}/admin2025/dashboard`));
        const busy = await mainThreadBusy(cdp);
        tasks.push(busy.tasks);
        scriptTimes.push(busy.scripts);
        scriptBytes = total(scripts);
      } finally {
        await close();
      }
    }
    summary(`${throttling.label} (scripts ${kb(scriptBytes)})`, times);
    summary('  of which the main thread busy', tasks);
    summary('  of which running scripts', scriptTimes);
  }
}

async function compareBuilds(browser: Browser, baseUrl: string, builds: string[]): Promise<void> {
  console.log(`\nDashboard cold at Fast 4G + ${CPU_SLOWDOWN}× CPU, ${builds.length} builds in turn, ${RUNS} runs each`);
  const throttling = DASHBOARD_CONDITIONS[DASHBOARD_CONDITIONS.length - 1] as Throttling;
  const times = builds.map((): number[] => []);
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const [index, build] of builds.entries()) {
        serveAdminBuild(build);
        const { page, close } = await coldPage(browser, SIGNED_IN, throttling);
        try {
          times[index]?.push(await topTenShown(page, `${baseUrl}/admin2025/dashboard`));
        } finally {
          await close();
        }
      }
    }
  } finally {
    stopServingAdminBuild();
  }
  for (const [index, build] of builds.entries()) summary(build, times[index] ?? []);
}

const compared = process.env.BENCH_COMPARE?.split(',').filter(Boolean) ?? [];
await withBackOfficeInChromium(async (browser, baseUrl) => {
  if (compared.length > 0) return compareBuilds(browser, baseUrl, compared);
  await signInScripts(browser, baseUrl);
  await dashboardCold(browser, baseUrl);
});
