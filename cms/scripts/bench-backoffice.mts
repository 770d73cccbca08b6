// The back office's simple-rest list endpoint over 100,000 generated applications, signed in for
// real: a page of 20 filtered by status and sorted by created_at, and a search by name. Prints
// p50 and p95 latency; asserts nothing.
//   node scripts/toolchain.mjs scripts/bench-backoffice.ts
import { listParams, signInToBackOffice } from './lib/bench-backoffice-client.mts';
import { bootBenchCms, secondsSince } from './lib/bench-cms.mts';
import { generateApplications } from './lib/generate-applications.mts';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);

const cms = await bootBenchCms('backoffice', { listen: true });
const generated = performance.now();
await generateApplications(cms.strapi, APPLICATIONS);
const total = await cms.strapi.db.query('api::application.application').count();
console.log(`${cms.database}: ${total} applications (${APPLICATIONS} generated in ${secondsSince(generated)} s)`);
// Fresh statistics, as a database that has lived with its rows would have.
await cms.strapi.db.connection.raw(cms.database === 'SQLite' ? 'ANALYZE' : 'ANALYZE applications');

const client = await signInToBackOffice(cms);
const measure = (label: string, query: Record<string, unknown>) =>
  client.measure(label, `/api/backoffice/applications?${listParams(query)}`);

await measure('status=new, sort created_at DESC, page of 20', {
  filter: { status: ['new'] },
  sort: ['created_at', 'DESC'],
  range: [0, 19],
});
await measure('search "haddad", page of 20', { filter: { q: 'haddad' }, sort: ['created_at', 'DESC'], range: [0, 19] });
await measure('status=new, page 100 of 20', {
  filter: { status: ['new'] },
  sort: ['created_at', 'DESC'],
  range: [1980, 1999],
});
await cms.stop();
