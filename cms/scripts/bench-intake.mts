// Application intake throughput and latency over HTTP: N applications with a 500 KB PDF CV from
// C concurrent clients, through the real multipart endpoint, on the database the environment
// selects. Prints figures; asserts nothing.
//   node scripts/toolchain.mjs scripts/bench-intake.ts
import { applicationFields, toFormData } from '../tests/support/application-fixture.ts';
import { makePdf } from '../tests/support/file-fixtures.ts';
import { bootBenchCms } from './lib/bench-cms.mts';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 400);
// Four browsers submitting at once, all the time: far above this company's real traffic.
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);

// Workers off (the default): the benchmark measures intake alone, and the e-mails and scoring jobs it queues wait.
const cms = await bootBenchCms('intake', { env: { APPLY_LIMIT_PER_IP_PER_HOUR: '1000000' }, listen: true });
const { issueFormToken } = cms.dist<typeof import('../src/domain/applications/intake/form-token')>(
  'domain/applications/intake/form-token',
);
const { readEnv } = cms.dist<typeof import('../src/platform/config/env')>('platform/config/env');
const appKeys = readEnv().secrets.APP_KEYS;

const postings = (await cms.strapi.documents('api::job-posting.job-posting').findMany({
  filters: { posting_status: 'active' },
  fields: ['screening_questions'],
})) as unknown as { documentId: string; screening_questions: string[] | null }[];
const cv = makePdf(['Benchmark Candidate', 'Accountant, 6 years'], 500 * 1024);

function form(index: number): FormData {
  const posting = postings[index % postings.length] as (typeof postings)[number];
  const body = toFormData(
    applicationFields(posting, issueFormToken(appKeys, posting.documentId, Date.now() - 10_000), {
      full_name: `Candidate ${index}`,
      email: `candidate.${index}@example.com`,
    }),
  );
  body.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
  return body;
}

async function submit(index: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${cms.baseUrl}/api/public/applications`, { method: 'POST', body: form(index) });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`application ${index} answered ${response.status}`);
  return performance.now() - started;
}

// A short warm-up, so the first request's compilation is not in the figures.
for (let index = 0; index < 10; index += 1) await submit(1_000_000 + index);

const latencies: number[] = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    while (next < APPLICATIONS) {
      const index = next;
      next += 1;
      latencies.push(await submit(index));
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const percentile = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
console.log(
  `${cms.database}: ${APPLICATIONS} applications (500 KB PDF) from ${CLIENTS} clients in ${seconds.toFixed(1)} s = ` +
    `${(APPLICATIONS / seconds).toFixed(1)} applications/s; latency p50 ${percentile(50).toFixed(0)} ms, ` +
    `p95 ${percentile(95).toFixed(0)} ms, max ${(latencies.at(-1) ?? 0).toFixed(0)} ms`,
);
await cms.stop();
