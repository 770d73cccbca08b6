// The dashboard's metrics endpoint over 100,000 generated applications with their status history
// (about 280,000 events) and some 5,000 hires, signed in for real: all jobs, and one job. Prints
// p50 and p95 latency; asserts nothing.
//   node scripts/toolchain.mjs scripts/bench-dashboard.ts
import { bootBenchCms, secondsSince } from './lib/bench-cms.mts';
import { signInBenchAdmin } from './lib/bench-sign-in.mts';
import { generateApplications } from './lib/generate-applications.mts';
import { generateHistory } from './lib/generate-history.mts';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const ROUNDS_AFTER_CHANGE = Number(process.env.BENCH_CHANGES ?? 20);

const cms = await bootBenchCms('dashboard', { listen: true });
const generated = performance.now();
await generateApplications(cms.strapi, APPLICATIONS);
const history = await generateHistory(cms.strapi);
const total = await cms.strapi.db.query('api::application.application').count();
console.log(
  `${cms.database}: ${total} applications, ${history.events} status events, ${history.hires} hires ` +
    `(generated in ${secondsSince(generated)} s)`,
);
// Fresh statistics and (PostgreSQL) a visibility map, as a database that has lived with its rows
// would have from autovacuum: without it PostgreSQL cannot count from an index alone.
await cms.strapi.db.connection.raw(cms.database === 'SQLite' ? 'ANALYZE' : 'VACUUM ANALYZE');

const cookie = await signInBenchAdmin(cms);

async function measure(label: string, query: string): Promise<void> {
  const url = `${cms.baseUrl}/api/backoffice/dashboard/metrics${query}`;
  const times: number[] = [];
  let summary = '';
  let first = 0;
  for (let run = 0; run < REQUESTS + 5; run += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const body = (await response.json()) as {
      tiles: { total_applications: number; total_hires: number };
      funnel: { count: number }[];
    };
    if (response.status !== 200) throw new Error(`${label}: ${response.status} ${JSON.stringify(body)}`);
    if (run === 0) first = performance.now() - started;
    if (run >= 5) times.push(performance.now() - started);
    summary = `${body.tiles.total_applications} applications, ${body.tiles.total_hires} hires, funnel ${body.funnel.map((step) => step.count).join('/')}`;
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => (times[Math.floor((p / 100) * times.length)] ?? 0).toFixed(1);
  console.log(
    `${cms.database}: ${label}: ${summary}; first (history figures computed) ${first.toFixed(1)} ms; ` +
      `then p50 ${at(50)} ms, p95 ${at(95)} ms`,
  );
}

// What any signed-in request costs on this machine now, to read the figures against.
const baseline: number[] = [];
for (let run = 0; run < REQUESTS; run += 1) {
  const started = performance.now();
  await (await fetch(`${cms.baseUrl}/api/admin-auth/me`, { headers: { cookie } })).text();
  baseline.push(performance.now() - started);
}
baseline.sort((a, b) => a - b);
console.log(
  `${cms.database}: baseline GET /api/admin-auth/me: p50 ${baseline[Math.floor(baseline.length / 2)]?.toFixed(1)} ms, ` +
    `p95 ${baseline[Math.floor(baseline.length * 0.95)]?.toFixed(1)} ms`,
);
await measure('all jobs', '');

// The first request after a status change: the history the funnel and the time in stage read has
// moved, so what is kept of it no longer holds. Each round changes one application's status through
// the back office, then times the next request (all jobs).
const moved = (await cms.strapi.db
  .connection('applications')
  .select('document_id', 'status')
  .where('document_id', 'like', 'bench%')
  .whereIn('status', ['new', 'reviewed'])
  .orderBy('id')
  .limit(ROUNDS_AFTER_CHANGE)) as { document_id: string; status: string }[];
const afterChange: number[] = [];
for (const application of moved) {
  const changed = await fetch(`${cms.baseUrl}/api/backoffice/applications/${application.document_id}/status`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ status: application.status === 'new' ? 'reviewed' : 'shortlisted', source: 'list' }),
  });
  if (changed.status !== 200) throw new Error(`status change: ${changed.status} ${await changed.text()}`);
  const started = performance.now();
  const response = await fetch(`${cms.baseUrl}/api/backoffice/dashboard/metrics`, { headers: { cookie } });
  await response.json();
  afterChange.push(performance.now() - started);
}
afterChange.sort((a, b) => a - b);
console.log(
  `${cms.database}: all jobs, first request after a status change (${afterChange.length} changes): ` +
    `p50 ${afterChange[Math.floor(afterChange.length / 2)]?.toFixed(1)} ms, ` +
    `p95 ${afterChange[Math.floor(afterChange.length * 0.95)]?.toFixed(1)} ms, max ${afterChange.at(-1)?.toFixed(1)} ms`,
);
const busiest = (await cms.strapi.db
  .connection('applications_job_posting_lnk')
  .select('job_posting_id')
  .count('* as applications')
  .groupBy('job_posting_id')
  .orderBy('applications', 'desc')
  .first()) as { job_posting_id: number } | undefined;
const posting = await cms.strapi.db
  .query('api::job-posting.job-posting')
  .findOne({ where: { id: busiest?.job_posting_id }, select: ['documentId'] });
await measure('the busiest job', `?job_posting_id=${posting.documentId}`);
await cms.stop();
