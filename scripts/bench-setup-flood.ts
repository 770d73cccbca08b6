// A burst of first-admin setup requests against a set-up instance, on SQLite and PostgreSQL.
//   node scripts/toolchain.mjs scripts/bench-setup-flood.ts
import { runCmsBenchmark } from './lib/cms-bench.ts';

await runCmsBenchmark('bench-setup-flood.mts');
