// Site build time with 1,000 active postings, publish-to-live time (a new posting until its page
// is served, with the default debounce) and save-to-live for a posting edited through the back office, on a
// fresh SQLite database. Prints figures; asserts nothing.
//   node scripts/toolchain.mjs scripts/bench-site-build.ts
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { signInBenchAdmin } from './lib/bench-sign-in.mts';

const POSTINGS = 1000;
const appDir = resolve(import.meta.dirname, '..');
const requireFromCms = createRequire(join(appDir, 'package.json'));
const { compileStrapi, createStrapi } = requireFromCms('@strapi/strapi') as typeof import('@strapi/strapi');
const dir = mkdtempSync(join(tmpdir(), 'careers-bench-site-'));
Object.assign(process.env, {
  NODE_ENV: 'test',
  CMS_DATA_DIR: dir,
  DATABASE_CLIENT: 'sqlite',
  DATABASE_FILENAME: join(dir, 'bench.db'),
  SERVE_CMS_PANEL: 'false',
  SEED_DEMO_DATA: 'true',
  LOG_LEVEL: 'error',
  ENGINE_TICK_SECONDS: '1',
  SITE_RELEASES_DIR: join(dir, 'releases'),
  SITE_CURRENT_LINK: join(dir, 'current'),
  SITE_DIR: join(dir, 'current'),
  SITE_AUTO_BUILD: 'true',
});

rmSync(join(appDir, 'dist'), { recursive: true, force: true });
const strapi = await createStrapi(await compileStrapi({ appDir })).load();
strapi.server.mount();
await new Promise<void>((done) => strapi.server.httpServer.listen(0, '127.0.0.1', done));
const port = (strapi.server.httpServer.address() as AddressInfo).port;
const dist = (path: string) => requireFromCms(join(appDir, 'dist', 'src', path));
const { buildSite } = dist(
  'domain/site-build/site-build-job',
) as typeof import('../src/domain/site-build/site-build-job');
const env = (dist('platform/config/env') as typeof import('../src/platform/config/env')).readEnv();

const knexFirst = strapi.db.connection;
async function waitForIdleBuilds(): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const busy = await knexFirst('background_jobs')
      .where({ kind: 'site.build' })
      .whereIn('status', ['queued', 'running'])
      .first('id');
    if (!busy) return;
    if (Date.now() > deadline) throw new Error('site builds did not settle');
    await new Promise((done) => setTimeout(done, 200));
  }
}
// The first start builds a release of the demo data: let it finish before measuring.
await waitForIdleBuilds();

const template = await strapi.db.query('api::job-posting.job-posting').findOne({ where: { posting_status: 'active' } });
const knex = strapi.db.connection;
const row = await knex('job_postings').where({ id: template.id }).first();
const { id: _id, document_id: _documentId, ...columns } = row;
for (let start = 0; start < POSTINGS; start += 200) {
  await knex('job_postings').insert(
    Array.from({ length: Math.min(200, POSTINGS - start) }, (_, offset) => ({
      ...columns,
      document_id: `benchposting${String(start + offset).padStart(12, '0')}`,
      title: `${columns.title} ${start + offset + 1}`,
    })),
  );
}
const active = await knex('job_postings').where({ posting_status: 'active' }).count({ n: '*' });

const buildStarted = performance.now();
const result = await buildSite(strapi, env, 'benchmark');
const buildSeconds = (performance.now() - buildStarted) / 1000;
const { countPages } = dist('domain/site-build/build-runner') as typeof import('../src/domain/site-build/build-runner');
const pages = result.release ? countPages(result.release) : 0;
await waitForIdleBuilds();

// Publish to live: the worker is running; create a posting and wait until its page is served.
const publishStarted = performance.now();
// The posting's fields as the query engine reads them (typed), not the raw row: /cms's content rules
// check them as the panel's would.
const posting = await strapi.documents('api::job-posting.job-posting').create({
  data: {
    title: 'Benchmark publish',
    department: template.department,
    location: template.location,
    type: template.type,
    description: template.description,
    responsibilities: template.responsibilities,
    requirements: template.requirements,
    screening_questions: template.screening_questions,
    show_salary: template.show_salary,
    salary_min: template.salary_min,
    salary_max: template.salary_max,
    salary_currency: template.salary_currency,
    number_of_vacancies: template.number_of_vacancies,
    minimum_years_experience: template.minimum_years_experience,
    posting_status: 'active',
    is_inactive: false,
  },
});
while (!existsSync(join(env.siteBuild.currentLink, 'jobs', posting.documentId, 'index.html'))) {
  if (performance.now() - publishStarted > 300_000) throw new Error('publish did not go live in 5 minutes');
  await new Promise((done) => setTimeout(done, 100));
}
const publishSeconds = (performance.now() - publishStarted) / 1000;
const served = await fetch(`http://127.0.0.1:${port}/jobs/${posting.documentId}`, { headers: { accept: 'text/html' } });

// Save to live for an edit: the recruiter's Save on Edit Posting in the back office, until the live
// page shows the new title.
await waitForIdleBuilds();
const cookie = await signInBenchAdmin({ strapi, baseUrl: `http://127.0.0.1:${port}` });
const editedTitle = 'Benchmark publish, edited';
const livePage = join(env.siteBuild.currentLink, 'jobs', posting.documentId, 'index.html');
const editStarted = performance.now();
const saved = await fetch(`http://127.0.0.1:${port}/api/backoffice/job-postings/${posting.documentId}`, {
  method: 'PUT',
  headers: { 'content-type': 'application/json', cookie },
  body: JSON.stringify({
    title: editedTitle,
    department: posting.department,
    location: posting.location,
    type: posting.type,
    description: posting.description,
    responsibilities: posting.responsibilities,
    requirements: posting.requirements,
    number_of_vacancies: posting.number_of_vacancies,
    minimum_years_experience: posting.minimum_years_experience,
    screening_questions: posting.screening_questions,
    show_salary: posting.show_salary,
    salary_min: posting.salary_min,
    salary_max: posting.salary_max,
    salary_currency: posting.salary_currency,
    status: 'active',
  }),
});
if (saved.status !== 200) throw new Error(`the edit was refused: ${saved.status} ${await saved.text()}`);
while (!existsSync(livePage) || !readFileSync(livePage, 'utf8').includes(editedTitle)) {
  if (performance.now() - editStarted > 300_000) throw new Error('the edit did not go live in 5 minutes');
  await new Promise((done) => setTimeout(done, 100));
}
const editSeconds = (performance.now() - editStarted) / 1000;

console.log(
  `Active postings: ${(active[0] as { n: number }).n}; build ${result.ok ? 'succeeded' : 'FAILED'}: ${pages} pages in ${buildSeconds.toFixed(1)} s (Astro ${result.seconds?.astro.toFixed(1)} s, compressed copies ${result.seconds?.compression.toFixed(1)} s)`,
);
console.log(
  `Publish to live (a change alone waits 1 s of the ${env.siteBuild.debounceMs / 1000} s debounce, + build): ${publishSeconds.toFixed(1)} s, page answers ${served.status}`,
);
console.log(
  `Save to live, a posting edited in the back office (a change alone waits 1 s of the ${env.siteBuild.debounceMs / 1000} s debounce, + build): ${editSeconds.toFixed(1)} s`,
);
await strapi.destroy();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
