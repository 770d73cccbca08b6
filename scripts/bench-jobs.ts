// The Jobs page over 1,000 postings and 100,000 applications: its API and its first render in
// Debian's Chromium, on SQLite and PostgreSQL.
//   node scripts/toolchain.mjs scripts/bench-jobs.ts
import { runCmsBenchmark } from './lib/cms-bench.ts';

await runCmsBenchmark('bench-jobs.mts', { buildAdmin: true });
