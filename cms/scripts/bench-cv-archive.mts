// The bulk CV download: a ZIP of 100 CVs of 1 MB each, streamed by the real endpoint to a client that
// reads it as it comes. Prints the time, the ZIP's size and the server process's peak RSS growth
// during the download (the CMS runs in this process; the client keeps no bytes), to show that memory
// stays flat whatever the ZIP's size. Asserts nothing.
//   node scripts/toolchain.mjs scripts/bench-cv-archive.ts
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { bootBenchCms } from './lib/bench-cms.mts';
import { signInBenchAdmin } from './lib/bench-sign-in.mts';

const CVS = Number(process.env.BENCH_CVS ?? 100);
const CV_BYTES = Number(process.env.BENCH_CV_BYTES ?? 1024 * 1024);
const RUNS = 3;
const MB = 1024 * 1024;

const cms = await bootBenchCms('cv-archive', { listen: true });
const privateFiles = join(cms.dataDir, 'private-files');

// The CVs: rows with files of their own in the private store (random bytes: nothing to compress).
const ids: string[] = [];
for (let index = 0; index < CVS; index += 1) {
  const key = `bench/${index}-${randomBytes(4).toString('hex')}.pdf`;
  const path = join(privateFiles, key);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, Buffer.concat([Buffer.from('%PDF-1.4\n%'), randomBytes(CV_BYTES - 10)]));
  const row = await cms.strapi.db.query('api::application.application').create({
    data: {
      reference_id: `GH-BENCH${String(index).padStart(4, '0')}`,
      full_name: `Bench Candidate ${index}`,
      email: `bench.${index}@example.com`,
      phone: '+973 3300 1122',
      status: 'new',
      cv_url: key,
      hired: false,
      is_archived: false,
      acknowledgment_accepted: true,
      is_duplicate_applicant: false,
    },
  });
  ids.push(row.documentId);
}
const cookie = await signInBenchAdmin(cms);

/** The number of entries the ZIP's end-of-central-directory record states. */
function entriesOf(tail: Buffer): number {
  const at = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return at < 0 ? -1 : tail.readUInt16LE(at + 10);
}

console.log(`${cms.database}: ${CVS} CVs of ${(CV_BYTES / MB).toFixed(1)} MB each`);
for (let run = 1; run <= RUNS; run += 1) {
  global.gc?.();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  const started = performance.now();
  const response = await fetch(`${cms.baseUrl}/api/backoffice/applications/cv-archive`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ ids }),
  });
  if (response.status !== 200 || !response.body)
    throw new Error(`archive: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let tail = Buffer.alloc(0);
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.byteLength;
    tail = Buffer.concat([tail, Buffer.from(read.value)]).subarray(-128);
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  console.log(
    `${cms.database}: run ${run}: ${entriesOf(tail)} entries (header X-CV-Count ${response.headers.get('x-cv-count')}), ` +
      `${(bytes / MB).toFixed(1)} MB in ${seconds.toFixed(2)} s (${(bytes / MB / seconds).toFixed(0)} MB/s); ` +
      `peak RSS growth ${((peak - baseline) / MB).toFixed(1)} MB`,
  );
}
await cms.stop();
