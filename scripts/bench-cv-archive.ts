// The bulk CV download's ZIP of 100 CVs: time and the server's peak memory growth, on SQLite and PostgreSQL.
//   node scripts/toolchain.mjs scripts/bench-cv-archive.ts
import { runCmsBenchmark } from './lib/cms-bench.ts';

await runCmsBenchmark('bench-cv-archive.mts');
