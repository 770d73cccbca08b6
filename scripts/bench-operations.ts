// What readiness probes and metrics scrapes cost an instance, on SQLite and PostgreSQL.
//   node scripts/toolchain.mjs scripts/bench-operations.ts
import { runCmsBenchmark } from './lib/cms-bench.ts';

await runCmsBenchmark('bench-operations.mts');
