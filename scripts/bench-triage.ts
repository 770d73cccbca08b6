// "j to content" in the application detail dialog: from the key press to the next applicant's name
// on screen, in Debian's Chromium over the whole system (fresh database, the demo company plus a batch
// of applications). Prints figures; asserts nothing.
//   node scripts/toolchain.mjs scripts/bench-triage.ts          (SQLite; E2E_POSTGRES_URL for PostgreSQL)
import type { Page } from 'playwright-core';
import { makeApplications } from '../tests/e2e/support/applications.ts';
import { queryRow } from '../tests/e2e/support/database.ts';
import { sessionOf } from '../tests/e2e/support/sessions.ts';
import { databaseName, summary, withBackOfficeInChromium } from './lib/back-office-bench.ts';

const PRESSES = Number(process.env.BENCH_RUNS ?? 20);

async function idOf(name: string): Promise<string> {
  const row = await queryRow('SELECT document_id FROM applications WHERE full_name = ?', name);
  return String(row?.document_id);
}

declare global {
  interface Window {
    /** The running press's time to content, set up before the key goes down. */
    jTiming?: Promise<number>;
  }
}

/**
 * Presses j and times, inside the page, from the keydown to the first frame showing `expected` as the
 * title. The listeners are in place before the key is sent: Chromium may deliver an input event before
 * a script sent earlier has run, and a missed keydown would time from the page's start instead.
 */
async function pressJ(page: Page, expected: string): Promise<number> {
  await page.evaluate((name) => {
    window.jTiming = new Promise<number>((resolve, reject) => {
      let started: number | null = null;
      window.addEventListener('keydown', () => (started = performance.now()), { once: true, capture: true });
      const observer = new MutationObserver(() => {
        if (document.querySelector('[role="dialog"] h2')?.textContent !== name) return;
        observer.disconnect();
        const from = started;
        if (from === null) reject(new Error(`${name} showed before j went down`));
        else requestAnimationFrame(() => resolve(performance.now() - from));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }, expected);
  await page.keyboard.press('j');
  return page.evaluate(() => {
    if (!window.jTiming) throw new Error('no press under way');
    return window.jTiming;
  });
}

/** Waits until the page has fetched the record of `id` (the dialog's prefetch of the next applicant). */
const fetched = (page: Page, id: string) =>
  page.waitForFunction(
    (path) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(path)),
    `/api/backoffice/applications/${id}`,
  );

await withBackOfficeInChromium(async (browser, baseUrl) => {
  // Twice the presses, so every press has a next applicant, across page edges (20 a page).
  const batch = await makeApplications(PRESSES * 2 + 2);
  const context = await browser.newContext({ storageState: sessionOf('super_admin') });
  const page = await context.newPage();
  const name = (n: number) => `${batch.tag} Applicant ${n}`;
  await page.goto(`${baseUrl}/admin2025/applications/${await idOf(name(1))}?q=${batch.tag}`);
  await page.getByRole('dialog', { name: name(1) }).waitFor({ timeout: 60_000 });

  // As a reader works: the next applicant was fetched ahead while this one was read.
  const prefetched: number[] = [];
  for (let n = 1; n <= PRESSES; n += 1) {
    await fetched(page, await idOf(name(n + 1)));
    prefetched.push(await pressJ(page, name(n + 1)));
  }
  // As a fast typist works: j again as soon as the next name shows, the prefetch perhaps still on its way.
  const immediate: number[] = [];
  for (let n = PRESSES + 1; n <= PRESSES * 2; n += 1) {
    await page
      .getByTestId('list-position')
      .filter({ hasText: `${n} of` })
      .waitFor();
    immediate.push(await pressJ(page, name(n + 1)));
  }
  console.log(`\nj to content (${databaseName()}), ${baseUrl}`);
  summary('next applicant fetched ahead', prefetched);
  summary('j pressed as soon as the position shows', immediate);
  // Which presses were slow says why: a page edge (20, 40) or something else.
  const slow = [...prefetched, ...immediate].flatMap((ms, index) =>
    ms > 500 ? [`#${index + 1} ${ms.toFixed(0)} ms`] : [],
  );
  console.log(`presses over 500 ms: ${slow.join(', ') || 'none'}`);
  await context.close();
});
