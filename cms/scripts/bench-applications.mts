// The Applications tab over 100,000 generated applications, signed in for real: the list with the
// common filters and searches (GET /api/backoffice/applications), the j/k neighbours and the filter
// facets. Prints p50 and p95 latency; asserts nothing.
//   node scripts/toolchain.mjs scripts/bench-applications.ts
import { listParams, signInToBackOffice } from './lib/bench-backoffice-client.mts';
import { bootBenchCms, secondsSince } from './lib/bench-cms.mts';
import { generateApplications } from './lib/generate-applications.mts';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

const cms = await bootBenchCms('applications', { listen: true });
const generated = performance.now();
await generateApplications(cms.strapi, APPLICATIONS);
// The generator gives every applicant one nationality and no interview; spread both (and CVs) so
// the nationality and interview filters select realistic shares.
const knex = cms.strapi.db.connection;
await knex.raw(`UPDATE applications SET
  nationality = CASE id % 8 WHEN 0 THEN 'Bahrain' WHEN 1 THEN 'India' WHEN 2 THEN 'Egypt' WHEN 3 THEN 'Pakistan'
    WHEN 4 THEN 'Philippines' WHEN 5 THEN 'Jordan' WHEN 6 THEN 'Bahrain' ELSE 'Saudi Arabia' END,
  interview_score = CASE WHEN status IN ('interviewed', 'shortlisted', 'hired') THEN id % 11 ELSE NULL END,
  cv_url = CASE WHEN id % 10 = 0 THEN NULL ELSE 'cvs/bench.pdf' END`);
const total = await cms.strapi.db.query('api::application.application').count();
console.log(`${cms.database}: ${total} applications (${APPLICATIONS} generated in ${secondsSince(generated)} s)`);
// Fresh statistics, as a database that has lived with its rows would have; on PostgreSQL also the
// vacuum autovacuum would have run after the update above (index-only counts need it).
await knex.raw(cms.database === 'SQLite' ? 'ANALYZE' : 'VACUUM ANALYZE applications');

const client = await signInToBackOffice(cms);
const list = (label: string, filter: Record<string, unknown>, sort = ['created_at', 'DESC'], range = [0, 19]) =>
  client.measure(`list ${label}`, `/api/backoffice/applications?${listParams({ filter, sort, range })}`, REQUESTS);

const posting = (await cms.strapi.db
  .query('api::job-posting.job-posting')
  .findOne({ where: { posting_status: 'active' }, select: ['documentId'] })) as { documentId: string };
const results: [string, { p50: number; p95: number }][] = [];
const record = async (label: string, work: Promise<{ p50: number; p95: number }>) => {
  results.push([label, await work]);
};

await record('default view (active, newest first)', list('default view', {}));
await record('status new + reviewed', list('status new+reviewed', { status: ['new', 'reviewed'] }));
await record('AI score high, by AI score', list('AI high', { ai_score: ['high'] }, ['ai_score', 'DESC']));
await record('AI score unscored', list('AI unscored', { ai_score: ['unscored'] }));
await record('interview score medium', list('interview medium', { interview_score: ['medium'] }));
await record('nationality India + Egypt', list('nationality', { nationality: ['India', 'Egypt'] }));
await record('one job posting', list('posting', { job_posting_id: [posting.documentId] }));
await record('last 30 days', list('last 30 days', { date_range: 'last_30_days' }));
await record('ageing (awaiting review)', list('ageing', { ageing: true }));
await record('archived, all time', list('archived', { archive: 'archived' }));
await record(
  'status new + AI high + last 30 days',
  list('combined', { status: ['new'], ai_score: ['high'], date_range: 'last_30_days' }),
);
await record('search "haddad"', list('search haddad', { q: 'haddad' }));
await record('search an e-mail "fatima.kanoo.5"', list('search e-mail', { q: 'fatima.kanoo.5' }));
await record('default view, page 100', list('page 100', {}, ['created_at', 'DESC'], [1980, 1999]));

// The j/k key's server part: an application in the middle of the default list, by two sorts.
const [middle] = (await cms.strapi.db.query('api::application.application').findMany({
  where: { is_archived: false },
  select: ['documentId'],
  orderBy: { createdAt: 'desc' },
  offset: Math.floor(total / 3),
  limit: 1,
})) as { documentId: string }[];
if (!middle) throw new Error('no application in the middle of the list');
const neighbours = (sort: string[]) =>
  client.measure(
    `neighbours by ${sort[0]}`,
    `/api/backoffice/applications/${middle.documentId}/neighbours?${listParams({ filter: {}, sort })}`,
    REQUESTS,
  );
await record('neighbours, newest first', neighbours(['created_at', 'DESC']));
await record('neighbours, by AI score', neighbours(['ai_score', 'DESC']));
await record(
  'neighbours, status new, by name',
  client.measure(
    'neighbours status new by name',
    `/api/backoffice/applications/${middle.documentId}/neighbours?${listParams({ filter: { status: ['new'] }, sort: ['full_name', 'ASC'] })}`,
    REQUESTS,
  ),
);
await record('facets', client.measure('facets', '/api/backoffice/applications/facets', 50));

console.log(`\n${cms.database} summary (p50 / p95 ms):`);
for (const [label, { p50, p95 }] of results) console.log(`| ${label} | ${p50.toFixed(1)} / ${p95.toFixed(1)} |`);
await cms.stop();
