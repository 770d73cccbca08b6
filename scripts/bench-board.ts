// The pipeline board of one posting with 2,000 applications: from navigation start to the
// first frame with all seven columns read (cards or empty text, no skeleton) and the posting's title,
// in Debian's Chromium over the whole system. Prints figures; asserts nothing.
//   node scripts/toolchain.mjs scripts/bench-board.ts          (SQLite; E2E_POSTGRES_URL for PostgreSQL)
import { makeApplications } from '../tests/e2e/support/applications.ts';
import { insertPosting } from '../tests/e2e/support/recruitment-rows.ts';
import { sessionOf } from '../tests/e2e/support/sessions.ts';
import { databaseName, summary, withBackOfficeInChromium } from './lib/back-office-bench.ts';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
/** A pipeline's shape: most applications new or reviewed, some already decided. */
const SHARE: [string, number][] = [
  ['pending', 0.05],
  ['new', 0.35],
  ['reviewed', 0.2],
  ['interviewed', 0.1],
  ['shortlisted', 0.1],
  ['hired', 0.05],
  ['rejected', 0.15],
];

function statusOf(n: number): string {
  let position = (n % 100) / 100;
  for (const [status, share] of SHARE) {
    if (position < share) return status;
    position -= share;
  }
  return 'new';
}

await withBackOfficeInChromium(async (browser, baseUrl) => {
  const posting = await insertPosting('Board Benchmark');
  await makeApplications(APPLICATIONS, { posting, status: statusOf, ai_score: (n) => (n * 37) % 101 });
  const context = await browser.newContext({
    storageState: sessionOf('super_admin'),
    viewport: { width: 1600, height: 900 },
  });
  const page = await context.newPage();
  const opens: number[] = [];
  const booted: number[] = [];
  const answered: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${baseUrl}/admin2025/jobs/${posting.id}/board`, { waitUntil: 'commit' });
    const ready = await page.waitForFunction(
      (title) => {
        const columns = document.querySelectorAll('[data-testid^="board-column-"]');
        const read = columns.length === 7 && !document.querySelector('[data-testid="column-skeleton"]');
        if (!read || !document.querySelector('h1')?.textContent?.includes(title)) return false;
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const lists = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/backoffice/applications?'));
        const api = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/'))
          .map((entry) => {
            const timing = entry as PerformanceResourceTiming;
            const path = new URL(entry.name).pathname.replace('/api/backoffice/', '');
            const status = /status%22%3A%5B%22(\w+)/.exec(entry.name)?.[1] ?? '';
            return `${path}${status ? `:${status}` : ''} ${timing.startTime.toFixed(0)}-${timing.responseEnd.toFixed(0)}`;
          });
        return {
          api,
          open: performance.now(),
          booted: navigation?.domContentLoadedEventEnd ?? 0,
          answered: Math.max(...lists.map((entry) => (entry as PerformanceResourceTiming).responseEnd)),
        };
      },
      posting.title,
      { polling: 'raf', timeout: 60_000 },
    );
    const figures = await ready.jsonValue();
    if (!figures) throw new Error('the board did not open');
    // When each API request of the first two opens went out and came back (ms from navigation start).
    if (run < 2 || process.env.BENCH_WATERFALL)
      console.log(`open ${run + 1}: ${figures.open.toFixed(0)} ms; ${figures.api.join(', ')}`);
    opens.push(figures.open);
    booted.push(figures.booted);
    answered.push(figures.answered);
  }
  console.log(`\nPipeline board, ${APPLICATIONS} applications on one posting (${databaseName()}), ${baseUrl}`);
  summary('first open (empty cache)', opens.slice(0, 1));
  summary('open again (cached app files)', opens.slice(1));
  // Where the time of the cached opens went: the app's own start, then the seven columns' reads.
  summary('  of which: page loaded (DOMContentLoaded)', booted.slice(1));
  summary('  of which: last column answered', answered.slice(1));
  await context.close();
});
