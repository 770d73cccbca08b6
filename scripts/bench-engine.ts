// E-mail dispatch and job queue throughput, on SQLite and PostgreSQL.
//   node scripts/toolchain.mjs scripts/bench-engine.ts
import { runCmsBenchmark } from './lib/cms-bench.ts';

await runCmsBenchmark('bench-engine.mts');
