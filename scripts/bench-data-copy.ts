// The candidate's copy of their data: 4 copies at once of 8 × 9 MiB CVs, memory and public reads beside them.
//   node scripts/toolchain.mjs scripts/bench-data-copy.ts
import { runCmsBenchmark } from './lib/cms-bench.ts';

await runCmsBenchmark('bench-data-copy.mts');
