// The Applications tab's list, neighbours and facets over 100,000 applications, on SQLite and PostgreSQL.
//   node scripts/toolchain.mjs scripts/bench-applications.ts
import { runCmsBenchmark } from './lib/cms-bench.ts';

await runCmsBenchmark('bench-applications.mts');
