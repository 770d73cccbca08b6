// Fails when the committed content-type types (cms/types/generated) differ from what Strapi generates
// from the schemas now: rows are typed from those files, so a schema edit must regenerate them.
// Generates into a scratch folder, so the working tree is never touched.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT, run } from './lib/run.ts';

const CMS = join(ROOT, 'cms');
const COMMITTED = join(CMS, 'types', 'generated');
const SCRATCH = join(ROOT, '.tmp', 'typegen-check');

async function main(): Promise<void> {
  rmSync(SCRATCH, { recursive: true, force: true });
  // --out-dir is relative to the app: the files land in <out-dir>/generated.
  const code = await run(
    'pnpm',
    ['exec', 'strapi', 'ts:generate-types', '--silent', '--out-dir', relative(CMS, SCRATCH)],
    {
      cwd: CMS,
    },
  );
  if (code !== 0) process.exit(code);
  const fresh = join(SCRATCH, 'generated');
  const names = new Set([...readdirSync(COMMITTED), ...(existsSync(fresh) ? readdirSync(fresh) : [])]);
  const drifted = [...names].filter((name) => {
    const read = (dir: string) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : null);
    return read(COMMITTED) !== read(fresh);
  });
  rmSync(SCRATCH, { recursive: true, force: true });
  if (drifted.length > 0) {
    console.error(
      `✖ cms/types/generated is out of date (${drifted.join(', ')}): run \`pnpm --filter @careers/cms exec strapi ts:generate-types\` and commit the result`,
    );
    process.exit(1);
  }
  console.log('cms/types/generated matches the schemas');
}

await main();
