// The frame of a back-office benchmark in Chromium: the admin built for production, the whole system
// on a fresh database (the demo company), Debian's Chromium, and a distribution printed per figure.
import { lstatSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/chromium.ts';
import startSystem from '../../tests/e2e/support/global-setup.ts';
import { sessionOf } from '../../tests/e2e/support/sessions.ts';
import { installDependencies, ROOT, step } from './run.ts';

/** Builds, starts the system and a browser, runs `work` with the system's address, then stops both. */
export async function withBackOfficeInChromium(work: (browser: Browser, baseUrl: string) => Promise<void>) {
  await installDependencies();
  await step('Build shared', 'pnpm', ['--filter', '@careers/shared', 'run', 'build']);
  await step('Build the admin', 'pnpm', ['--filter', '@careers/admin', 'run', 'build'], {
    env: { NODE_ENV: 'production' },
  });
  const stopSystem = await startSystem();
  // The system stops even when the browser does not start (no Chromium at its path, say).
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      await work(browser, process.env.E2E_BASE_URL as string);
    } finally {
      await browser.close();
    }
  } finally {
    await stopSystem();
  }
}

/** The database the run was on, for the figure's heading. */
export const databaseName = () => (process.env.E2E_POSTGRES_URL ? 'PostgreSQL' : 'SQLite');

/** One line per figure: count, median, p90, min and max in milliseconds. */
export function summary(label: string, values: number[]): void {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  console.log(
    `${label.padEnd(44)} n=${sorted.length}  median ${at(0.5).toFixed(0)} ms  p90 ${at(0.9).toFixed(0)} ms  min ${(sorted[0] ?? 0).toFixed(0)} ms  max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`,
  );
}

/** Navigation start → the first frame with the Top 10 table's rows on screen (the demo company has them). */
export async function topTenShown(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const shown = await page.waitForFunction(
    () =>
      document.querySelector('table[aria-labelledby="dashboard-top-applicants"] tbody tr') !== null &&
      performance.now(),
    null,
    { polling: 'raf', timeout: 120_000 },
  );
  return shown.jsonValue() as Promise<number>;
}

/** A recruiter's desktop browser, already signed in (a saved session). */
export const SIGNED_IN: BrowserContextOptions = {
  storageState: sessionOf('super_admin'),
  viewport: { width: 1440, height: 900 },
};

/** Where the CMS serves the admin from (ADMIN_DIR's default). */
const ADMIN_DIST = join(ROOT, 'admin', 'dist');

/** Points the running CMS at another build of the admin (a copy of admin/dist), from the next request on. */
export function serveAdminBuild(build: string): void {
  rmSync(ADMIN_DIST, {
    recursive: lstatSync(ADMIN_DIST, { throwIfNoEntry: false })?.isDirectory() ?? false,
    force: true,
  });
  symlinkSync(build, ADMIN_DIST);
}

/** Leaves admin/dist empty again: the next build of the admin writes a folder there. */
export function stopServingAdminBuild(): void {
  rmSync(ADMIN_DIST, { force: true });
}
