// The candidate's copy of their data under load: one address with 8 applications of a 9 MiB CV each,
// 4 copies at once (each by a link of its own) read as they come, while public reads go on. Prints
// each round's time, the process's peak RSS growth, and the public reads' p95 during the copies
// against the same reads with no copy running (a peer in the same round: the ratio is the figure).
// The CMS runs in this process; the clients keep no bytes. Asserts nothing.
//   node scripts/toolchain.mjs scripts/bench-data-copy.ts
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { bootBenchCms } from './lib/bench-cms.mts';

const APPLICATIONS = 8;
const CV_BYTES = 9 * 1024 * 1024;
const COPIES = 4;
const ROUNDS = 3;
const READS = 60;
const MB = 1024 * 1024;

type Links = typeof import('../src/domain/privacy/self-service/candidate-links');

const cms = await bootBenchCms('data-copy', { listen: true });
const privateFiles = join(cms.dataDir, 'private-files');
const email = `copy.bench.${randomBytes(3).toString('hex')}@example.com`;
for (let index = 0; index < APPLICATIONS; index += 1) {
  const key = `bench/copy-${index}-${randomBytes(4).toString('hex')}.pdf`;
  const path = join(privateFiles, key);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, Buffer.concat([Buffer.from('%PDF-1.4\n%'), randomBytes(CV_BYTES - 10)]));
  await cms.strapi.db.query('api::application.application').create({
    data: {
      reference_id: `GH-COPY${String(index).padStart(4, '0')}`,
      full_name: 'Bench Candidate',
      email,
      phone: '+973 3300 1122',
      status: 'new',
      cv_url: key,
      hired: false,
      is_archived: false,
      acknowledgment_accepted: true,
      is_duplicate_applicant: false,
    },
  });
}
const { issueCandidateLink } = cms.dist<Links>('domain/privacy/self-service/candidate-links');

/** One copy, read to its end as a browser saves it; its size. */
async function copy(token: string): Promise<number> {
  const response = await fetch(`${cms.baseUrl}/api/public/my-data/copy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (response.status !== 200 || !response.body) throw new Error(`copy: ${response.status} ${await response.text()}`);
  let bytes = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.byteLength;
  return bytes;
}

/** The public job list read one after another until `until` settles; each read's milliseconds. */
async function publicReads(until: Promise<unknown> | null): Promise<number[]> {
  const times: number[] = [];
  let done = until === null;
  until?.then(() => {
    done = true;
  });
  while (!done || times.length < READS) {
    const started = performance.now();
    await (await fetch(`${cms.baseUrl}/api/public/jobs`)).arrayBuffer();
    times.push(performance.now() - started);
    if (until === null && times.length >= READS) break;
  }
  return times;
}

const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)] ?? 0;

console.log(`${cms.database}: ${APPLICATIONS} applications with a ${CV_BYTES / MB} MiB CV, ${COPIES} copies at once`);
for (let round = 1; round <= ROUNDS; round += 1) {
  const quiet = await publicReads(null);
  // A link per copy: one link serves one copy at a time.
  const tokens: string[] = [];
  for (let link = 0; link < COPIES; link += 1)
    tokens.push((await issueCandidateLink(cms.strapi, email, new Date())).token);
  await cms.strapi.db.query('api::rate-limit-bucket.rate-limit-bucket').deleteMany({ where: {} });
  global.gc?.();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  const started = performance.now();
  const copies = Promise.all(tokens.map(copy));
  const busy = await publicReads(copies);
  const sizes = await copies;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  console.log(
    `${cms.database}: round ${round}: ${COPIES} copies ` +
      `(${((sizes[0] ?? 0) / MB).toFixed(1)} MiB) in ${seconds.toFixed(1)} s; peak RSS growth ` +
      `${((peak - baseline) / MB).toFixed(0)} MB; public reads p95 ${p95(busy).toFixed(0)} ms during, ` +
      `${p95(quiet).toFixed(0)} ms before (${(p95(busy) / p95(quiet)).toFixed(2)}x, ${busy.length} reads)`,
  );
}
await cms.stop();
