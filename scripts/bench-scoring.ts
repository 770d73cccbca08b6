// AI scoring: CV text extraction, offline scoring throughput, draining 1,000 scoring jobs.
//   node scripts/toolchain.mjs scripts/bench-scoring.ts
import { runCmsBenchmark } from './lib/cms-bench.ts';

await runCmsBenchmark('bench-scoring.mts');
