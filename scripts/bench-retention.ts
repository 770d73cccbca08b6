// The daily retention run over 100,000 applications with 30,000 due, on SQLite and PostgreSQL.
//   node scripts/toolchain.mjs scripts/bench-retention.ts
import { runCmsBenchmark } from './lib/cms-bench.ts';

await runCmsBenchmark('bench-retention.mts');
