// The back office's simple-rest list endpoint over 100,000 generated applications, signed in for
// real: a page of 20 filtered by status and sorted by created_at, and a search by name. Prints
// p50 and p95 latency; asserts nothing.
//   node scripts/toolchain.mjs scripts/bench-backoffice.ts
import { bootBenchCms } from './lib/bench-cms.mts';
import { signInDemoAdmin } from './lib/bench-sign-in.mts';
import { generateApplications } from './lib/generate-applications.mts';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const REQUESTS = 200;

const cms = await bootBenchCms(
  'backoffice',
  { SEED_DEMO_DATA: 'true', ENGINE_WORKERS: 'false', SITE_AUTO_BUILD: 'false', SERVE_SITE: 'false' },
  true,
);
const generated = performance.now();
await generateApplications(cms.strapi, APPLICATIONS);
const total = await cms.strapi.db.query('api::application.application').count();
console.log(
  `${cms.database}: ${total} applications (${APPLICATIONS} generated in ${((performance.now() - generated) / 1000).toFixed(1)} s)`,
);
// Fresh statistics, as a database that has lived with its rows would have.
await cms.strapi.db.connection.raw(cms.database === 'SQLite' ? 'ANALYZE' : 'ANALYZE applications');

const cookie = await signInDemoAdmin(cms);

async function measure(label: string, query: Record<string, unknown>): Promise<void> {
  const url = `${cms.baseUrl}/api/backoffice/applications?${new URLSearchParams(
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])),
  )}`;
  const times: number[] = [];
  let rows = 0;
  let range = '';
  for (let run = 0; run < REQUESTS + 10; run += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const body = (await response.json()) as unknown[];
    if (response.status !== 200) throw new Error(`${label}: ${response.status}`);
    if (run >= 10) times.push(performance.now() - started);
    rows = body.length;
    range = response.headers.get('content-range') ?? '';
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => (times[Math.floor((p / 100) * times.length)] ?? 0).toFixed(1);
  console.log(`${cms.database}: ${label}: ${rows} rows (${range}); p50 ${at(50)} ms, p95 ${at(95)} ms`);
}

await measure('status=new, sort created_at DESC, page of 20', {
  filter: { status: 'new' },
  sort: ['created_at', 'DESC'],
  range: [0, 19],
});
await measure('search "haddad", page of 20', { filter: { q: 'haddad' }, sort: ['created_at', 'DESC'], range: [0, 19] });
await measure('status=new, page 100 of 20', {
  filter: { status: 'new' },
  sort: ['created_at', 'DESC'],
  range: [1980, 1999],
});
await cms.stop();
