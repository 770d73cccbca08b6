// Forgot-password answer times for a known and an unknown e-mail, on SQLite and PostgreSQL.
//   node scripts/toolchain.mjs scripts/bench-forgot-password.ts
import { runCmsBenchmark } from './lib/cms-bench.ts';

await runCmsBenchmark('bench-forgot-password.mts');
