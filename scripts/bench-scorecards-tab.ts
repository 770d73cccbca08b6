// The Scorecards tab of an application with 6 interviewers × 12 focus attributes, all submitted:
// from the moment its data has arrived (the scorecards answer's responseEnd) to the first
// frame with the whole ratings grid, in Debian's Chromium over the whole system, with and without a
// 4× slower CPU. Prints figures; asserts nothing.
//   node scripts/toolchain.mjs scripts/bench-scorecards-tab.ts     (SQLite; E2E_POSTGRES_URL for PostgreSQL)
import { makeApplications } from '../tests/e2e/support/applications.ts';
import { queryRow, runSql } from '../tests/e2e/support/database.ts';
import { newestMail } from '../tests/e2e/support/mailbox.ts';
import { insertPosting } from '../tests/e2e/support/recruitment-rows.ts';
import { sessionOf } from '../tests/e2e/support/sessions.ts';
import { databaseName, summary, withBackOfficeInChromium } from './lib/back-office-bench.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const INTERVIEWERS = 6;
const ATTRIBUTES = 12;
// The kit's scales (shared SCORECARD_RATINGS and SCORECARD_RECOMMENDATIONS), as its API takes them.
const RATINGS = ['definitely_not', 'no', 'mixed', 'yes', 'strong_yes'];
const RECOMMENDATIONS = ['definitely_not', 'no', 'yes', 'strong_yes', 'no_decision'];

await withBackOfficeInChromium(async (browser, baseUrl) => {
  const posting = await insertPosting('Scorecards Benchmark');
  const attributes = Array.from({ length: ATTRIBUTES }, (_, n) => ({
    name: `Focus attribute ${n + 1}`,
    good_looks_like: `What good looks like for attribute ${n + 1}, in a sentence or two.`,
  }));
  await runSql(
    'UPDATE job_postings SET focus_attributes = ? WHERE document_id = ?',
    JSON.stringify(attributes),
    posting.id,
  );
  const batch = await makeApplications(1, { posting, status: 'shortlisted' });
  const row = await queryRow('SELECT document_id FROM applications WHERE full_name = ?', `${batch.tag} Applicant 1`);
  const id = String(row?.document_id);

  const context = await browser.newContext({
    storageState: sessionOf('super_admin'),
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  const asked = Date.now();
  const panel = Array.from({ length: INTERVIEWERS }, (_, n) => ({
    name: `Interviewer ${n + 1}`,
    email: `bench.${n + 1}.${asked}@mail.test`,
  }));
  const [primary, ...additional] = panel;
  const scheduled = await page.request.post(`${baseUrl}/api/backoffice/applications/${id}/interview`, {
    data: {
      scheduled_date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
      scheduled_time: '10:00',
      location: 'Gulf Horizon HQ',
      interviewer_name: primary?.name,
      interviewer_email: primary?.email,
      additional_interviewers: additional,
    },
  });
  if (!scheduled.ok()) throw new Error(`scheduling failed: ${await scheduled.text()}`);
  for (const [n, person] of panel.entries()) {
    const mail = await newestMail(person.email, 'Interview with', asked);
    const token = /\/interview-kit\/#([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    const submitted = await page.request.post(`${baseUrl}/api/public/interview-kit/submit`, {
      data: {
        token,
        ratings: attributes.map((_, a) => RATINGS[(n + a) % RATINGS.length]),
        takeaways: `Take-aways of interviewer ${n + 1}: ${'evidence and examples. '.repeat(12)}`,
        private_note: n % 2 === 0 ? 'A note for the hiring team.' : '',
        recommendation: RECOMMENDATIONS[n % RECOMMENDATIONS.length],
      },
    });
    if (!submitted.ok()) throw new Error(`submitting failed: ${await submitted.text()}`);
  }

  // Each run opens the dialog on its Overview (a fresh page: nothing cached), then the Scorecards tab,
  // whose answer is held back 300 ms so it arrives after the tab has switched: what is timed is the
  // tab's own render, from the answer's arrival (its responseEnd) to the frame with the whole grid.
  await page.route('**/api/backoffice/applications/*/scorecards', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.fulfill({ response });
  });
  const cdp = await context.newCDPSession(page);
  for (const rate of [1, 4]) {
    const renders: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.goto(`${baseUrl}/admin2025/applications/${id}`);
      await page.getByRole('tab', { name: 'Scorecards' }).waitFor();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.evaluate(() => performance.clearResourceTimings());
      await page.getByRole('tab', { name: 'Scorecards' }).click();
      const rendered = await page.waitForFunction(
        ({ cells }) => {
          const grid = document.querySelector('[data-testid="ratings-grid"]');
          if (!grid || grid.querySelectorAll('tbody td').length < cells) return false;
          const answer = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/scorecards')) as
            | PerformanceResourceTiming
            | undefined;
          return answer ? performance.now() - answer.responseEnd : false;
        },
        { cells: INTERVIEWERS * ATTRIBUTES },
        { polling: 'raf', timeout: 60_000 },
      );
      renders.push(Number(await rendered.jsonValue()));
    }
    summary(`${databaseName()}, CPU ${rate}×: data in → grid drawn`, renders);
  }
  await context.close();
});
