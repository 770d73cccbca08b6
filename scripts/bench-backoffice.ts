// The back-office list endpoint over 100,000 applications, on SQLite and PostgreSQL.
//   node scripts/toolchain.mjs scripts/bench-backoffice.ts
import { runCmsBenchmark } from './lib/cms-bench.ts';

await runCmsBenchmark('bench-backoffice.mts');
