// The offline scorer against the graded sets in cms/eval/scoring: pairwise accuracy,
// NDCG@3, Spearman, grade-0 CVs in a top 3 and the worst-ordered pairs, per set.
//   npm run eval:scoring                        every set
//   npm run eval:scoring -- bahrain-dev.json    one set
import { cpus } from 'node:os';
import { join } from 'node:path';
import { exitAfterOutput, installDependencies, ROOT, run, step } from './lib/run.ts';

const CMS = join(ROOT, 'cms');
await installDependencies();
await step('Build shared', 'pnpm', ['--filter', '@careers/shared', 'run', 'build']);
await step('Compile the CMS', 'node', ['--no-warnings', join(CMS, 'scripts', 'compile.mts'), '--typecheck']);
console.log(`\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`);
const code = await run('node', ['--no-warnings', join(CMS, 'scripts', 'eval-scoring.mts'), ...process.argv.slice(2)], {
  cwd: CMS,
});
await exitAfterOutput(code);
