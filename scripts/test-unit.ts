// `npm run test:unit`: the tests of pure rules, which need no Strapi, no database and no browser (the
// shared schemas, texts and rules; the CMS's rules), for feedback in seconds while working. The back
// office's component tests render screens in a DOM and take minutes: `npm test` runs them, beside the
// integration and browser suites (the README says how to run any one file).
import { join } from 'node:path';
import { exitAfterOutput, installDependencies, ROOT, run, step } from './lib/run.ts';

const SUITES: { title: string; dir: string; args: string[] }[] = [
  { title: 'shared unit', dir: 'shared', args: [] },
  { title: 'cms unit (pure rules, no Strapi)', dir: 'cms', args: ['tests/unit'] },
];

const started = Date.now();
await installDependencies();
await step('Build shared (ESM + CJS + types)', 'pnpm', ['--filter', '@careers/shared', 'run', 'build']);
let failed = 0;
for (const suite of SUITES) {
  console.log(`\n▶ ${suite.title}`);
  const code = await run('pnpm', ['exec', 'vitest', 'run', ...suite.args], { cwd: join(ROOT, suite.dir) });
  if (code !== 0) {
    failed += 1;
    console.error(`✖ ${suite.title} failed (exit ${code})`);
  }
}
console.log(
  `\nUnit suites: ${SUITES.length - failed} passed, ${failed} failed, in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
await exitAfterOutput(failed > 0 ? 1 : 0);
