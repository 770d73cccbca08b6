// What ops' probes cost a running instance: GET /_ready (a database ping and the site
// builder check) and GET /metrics (Node's series plus the outbox, queue and build figures read from the
// database at each scrape), on the demo company. Prints figures; asserts nothing.
//   node scripts/toolchain.mjs scripts/bench-operations.ts
import { bootBenchCms } from './lib/bench-cms.mts';

const ROUNDS = 200;
const TOKEN = 'bench-metrics-token-0123456789';

const cms = await bootBenchCms('operations', {
  env: {
    SITE_AUTO_BUILD: 'true',
    METRICS_TOKEN: TOKEN,
  },
  listen: true,
});

async function timings(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ times: number[]; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round < ROUNDS + 20; round += 1) {
    const started = performance.now();
    const response = await fetch(`${cms.baseUrl}${path}`, { headers });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    // The first 20 warm up.
    if (round >= 20) times.push(performance.now() - started);
    bytes = body.byteLength;
  }
  return { times, bytes };
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1);
  return `p50 ${at(50)} ms, p95 ${at(95)} ms, max ${at(100)} ms`;
};

const ready = await timings('/_ready');
const metrics = await timings('/metrics', { authorization: `Bearer ${TOKEN}` });
console.log(`${cms.database}, the demo company: ${ROUNDS} requests in turn each`);
console.log(`  GET /_ready    ${summary(ready.times)}`);
console.log(`  GET /metrics   ${summary(metrics.times)} (${(metrics.bytes / 1024).toFixed(1)} KiB)`);
await cms.stop();
