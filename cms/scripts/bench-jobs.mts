// The Jobs page over 1,000 postings and 100,000 applications, signed in for real: each tab's list
// with its application counts (one grouped query a page), the tab counts and the templates, then the
// page itself in Debian's Chromium: from the postings' answer to the first frame showing them.
// Prints p50 and p95; asserts nothing.
//   node scripts/toolchain.mjs scripts/bench-jobs.ts
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/chromium.ts';
import { listParams, signInToBackOffice } from './lib/bench-backoffice-client.mts';
import { bootBenchCms, secondsSince } from './lib/bench-cms.mts';
import { signInBenchAdmin } from './lib/bench-sign-in.mts';
import { generateApplications } from './lib/generate-applications.mts';
import { generatePostings } from './lib/generate-postings.mts';

const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 1_000);
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const PAGE_LOADS = Number(process.env.BENCH_PAGE_LOADS ?? 15);

const cms = await bootBenchCms('jobs', { listen: true });
const generated = performance.now();
await generatePostings(cms.strapi, POSTINGS);
await generateApplications(cms.strapi, APPLICATIONS);
const knex = cms.strapi.db.connection;
// Fresh statistics, as a database that has lived with its rows would have.
await knex.raw('ANALYZE');
const [postings, applications] = await Promise.all([
  cms.strapi.db.query('api::job-posting.job-posting').count(),
  cms.strapi.db.query('api::application.application').count(),
]);
console.log(
  `${cms.database}: ${postings} postings, ${applications} applications (generated in ${secondsSince(generated)} s)`,
);

const client = await signInToBackOffice(cms);
const results: [string, { p50: number; p95: number }][] = [];
const record = async (label: string, path: string) => {
  results.push([label, await client.measure(label, path, REQUESTS)]);
};
const tab = (name: string, range = [0, 19]) =>
  `/api/backoffice/job-postings?${listParams({ filter: { tab: name }, sort: ['created_at', 'DESC'], range })}`;
await record('Active Postings, first page of 20', tab('active'));
await record('Inactive Postings, first page', tab('inactive'));
await record('Closed Jobs, first page', tab('closed'));
await record('Active Postings, page 20', tab('active', [380, 399]));
await record('tab counts', '/api/backoffice/job-postings/tab-counts');
await record('Templates, first page', `/api/backoffice/job-templates?${listParams({ range: [0, 19] })}`);

/** Marks the first frame that shows a posting card (installed before the page's own scripts run). */
function markFirstCards() {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('article')) return;
    observer.disconnect();
    requestAnimationFrame(() => performance.mark('cards'));
  });
  observer.observe(document, { subtree: true, childList: true });
}

/** When the first page of postings had arrived, and when the first frame showed it (ms since navigation). */
function pageTimings() {
  const painted = performance.getEntriesByName('cards')[0]?.startTime ?? 0;
  const answer = performance
    .getEntriesByType('resource')
    .find((entry) => entry.name.includes('/api/backoffice/job-postings?')) as PerformanceResourceTiming | undefined;
  return { data: answer?.responseEnd ?? 0, painted };
}

/** The page, loaded afresh each time (two warm-ups first). */
async function pageRenders(): Promise<{ afterData: number[]; total: number[] } | null> {
  if (!existsSync(join(import.meta.dirname, '..', '..', 'admin', 'dist', 'index.html'))) {
    console.log('(page not measured: build the back office first, admin/dist is missing)');
    return null;
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const [name = '', value = ''] = (await signInBenchAdmin(cms)).split('=');
    const context = await browser.newContext();
    await context.addCookies([{ name, value, url: cms.baseUrl }]);
    await context.addInitScript(markFirstCards);
    const page = await context.newPage();
    const afterData: number[] = [];
    const total: number[] = [];
    for (let load = 0; load < PAGE_LOADS + 2; load += 1) {
      await page.goto(`${cms.baseUrl}/admin2025/jobs?tab=active`);
      await page.waitForFunction(() => performance.getEntriesByName('cards').length > 0, null, { timeout: 60_000 });
      const { data, painted } = await page.evaluate(pageTimings);
      if (load < 2) continue;
      afterData.push(painted - data);
      total.push(painted);
    }
    return { afterData, total };
  } finally {
    await browser.close();
  }
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
const renders = await pageRenders();

console.log(`\n${cms.database} summary (p50 / p95 ms):`);
for (const [label, { p50, p95 }] of results) console.log(`| ${label} | ${p50.toFixed(1)} / ${p95.toFixed(1)} |`);
if (renders) {
  for (const [label, values] of [
    ['page: first render after the postings arrived', renders.afterData],
    ['page: navigation to postings on screen', renders.total],
  ] as const) {
    console.log(
      `| ${label} (${values.length} loads) | ${quantile(values, 0.5).toFixed(1)} / ${quantile(values, 0.95).toFixed(1)} |`,
    );
  }
}
await cms.stop();
