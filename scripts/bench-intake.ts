// Application intake throughput and latency with a 500 KB PDF, on SQLite and PostgreSQL.
//   node scripts/toolchain.mjs scripts/bench-intake.ts
import { runCmsBenchmark } from './lib/cms-bench.ts';

await runCmsBenchmark('bench-intake.mts');
