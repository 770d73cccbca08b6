// Engine throughput on the real CMS: 1,000 e-mails dispatched to a local SMTP server and 10,000
// no-op jobs, on the database the environment selects. Prints figures; asserts nothing.
// Run through the root script: node scripts/toolchain.mjs scripts/bench-engine.ts
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { bootBenchCms } from './lib/bench-cms.mts';

const MESSAGES = 1000;
const JOBS = 10_000;

let accepted = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => {
      accepted += 1;
      callback();
    });
  },
});
await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));

const cms = await bootBenchCms('engine', {
  env: {
    SEED_DEMO_DATA: 'false',
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
  },
});
const { strapi } = cms;
const dist = <T,>(path: string) => cms.dist<T>(path);
const engine = dist<typeof import('../src/platform/engine')>('platform/engine');
const { dispatchDueEmails } = dist<typeof import('../src/platform/engine/email/dispatcher')>(
  'platform/engine/email/dispatcher',
);
const { runDueJobs } = dist<typeof import('../src/platform/engine/queue/job-queue')>('platform/engine/queue/job-queue');

async function inBatches(count: number, size: number, add: (index: number) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < count; start += size) {
    await strapi.db.transaction(async () => {
      for (let index = start; index < Math.min(count, start + size); index += 1) await add(index);
    });
  }
}

const run = Date.now();
await inBatches(MESSAGES, 500, (index) =>
  engine.enqueueRawEmail(strapi, {
    to: `bench-${index}@example.com`,
    purpose: 'benchmark',
    idempotencyKey: `bench:${run}:${index}`,
    subject: `Benchmark ${index}`,
    html: `<p>Benchmark message ${index}</p>`,
    text: `Benchmark message ${index}`,
  }),
);
const mailStarted = performance.now();
const transport = engine.mailTransport();
for (;;) {
  const outcome = await dispatchDueEmails(strapi, {
    workerId: 'bench',
    limit: 50,
    leaseMs: 60_000,
    retryBaseMs: 1000,
    transport,
  });
  if (outcome.claimed === 0) break;
}
const mailSeconds = (performance.now() - mailStarted) / 1000;

engine.registerJobHandler('benchmark.noop', async () => {});
const enqueueStarted = performance.now();
await inBatches(JOBS, 1000, (index) => engine.enqueueJob(strapi, { kind: 'benchmark.noop', payload: { index } }));
const enqueueSeconds = (performance.now() - enqueueStarted) / 1000;
const jobsStarted = performance.now();
let ran = 0;
for (;;) {
  const count = await runDueJobs(strapi, { workerId: 'bench', limit: 200, leaseMs: 60_000, retryBaseMs: 1000 });
  if (count === 0) break;
  ran += count;
}
const jobSeconds = (performance.now() - jobsStarted) / 1000;

const { database } = cms;
console.log(
  `${database}: ${MESSAGES} e-mails dispatched in ${mailSeconds.toFixed(2)} s = ${(MESSAGES / mailSeconds).toFixed(0)} messages/s (SMTP accepted ${accepted})`,
);
console.log(
  `${database}: ${JOBS} jobs enqueued in ${enqueueSeconds.toFixed(2)} s = ${(JOBS / enqueueSeconds).toFixed(0)} jobs/s`,
);
console.log(
  `${database}: ${ran} no-op jobs run in ${jobSeconds.toFixed(2)} s = ${(ran / jobSeconds).toFixed(0)} jobs/s`,
);

await cms.stop();
smtp.close();
