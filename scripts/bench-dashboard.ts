// The dashboard's metrics endpoint over 100,000 applications with their history, on SQLite and PostgreSQL.
//   node scripts/toolchain.mjs scripts/bench-dashboard.ts
import { runCmsBenchmark } from './lib/cms-bench.ts';

await runCmsBenchmark('bench-dashboard.mts');
