// Fails when the committed content-type types (cms/types/generated) differ from what Strapi generates
// from the schemas now: rows are typed from those files, so a schema edit must regenerate them.
// Generates into a scratch folder, so the working tree is never touched. What `strapi
// ts:generate-types` does, minus its own compile: with --prebuilt the suite runner's cms/dist is
// used as it stands (it was compiled moments before), otherwise the CMS is compiled first.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { ROOT, run } from './lib/run.ts';

const CMS = join(ROOT, 'cms');
const COMMITTED = join(CMS, 'types', 'generated');
const SCRATCH = join(ROOT, '.tmp', 'typegen-check');

/** The part of @strapi/strapi used here (the scripts' project has no Strapi types). */
interface StrapiFactory {
  createStrapi(options: { appDir: string; distDir: string }): {
    register(): Promise<{ destroy(): Promise<void> }>;
  };
}

interface TypeGenerators {
  generators: {
    generate(config: {
      strapi: unknown;
      pwd: string;
      rootDir: string;
      logger: { silent: boolean };
      artifacts: { contentTypes: boolean; components: boolean };
    }): Promise<unknown>;
  };
}

/** Registers the compiled CMS (no database, no server) and writes its types under SCRATCH/generated. */
async function generate(): Promise<void> {
  const requireFromCms = createRequire(join(CMS, 'package.json'));
  const { createStrapi } = requireFromCms('@strapi/strapi') as StrapiFactory;
  // The generator Strapi's own command uses, from Strapi's own dependencies.
  const requireFromStrapi = createRequire(requireFromCms.resolve('@strapi/strapi'));
  const { generators } = requireFromStrapi('@strapi/typescript-utils') as TypeGenerators;
  const app = await createStrapi({ appDir: CMS, distDir: join(CMS, 'dist') }).register();
  await generators.generate({
    strapi: app,
    pwd: CMS,
    // Joined to pwd by the generator, so relative: the files land in SCRATCH/generated.
    rootDir: relative(CMS, SCRATCH),
    logger: { silent: true },
    artifacts: { contentTypes: true, components: true },
  });
  await app.destroy();
}

async function main(): Promise<void> {
  rmSync(SCRATCH, { recursive: true, force: true });
  if (!process.argv.includes('--prebuilt')) {
    const code = await run(process.execPath, [join(CMS, 'scripts', 'compile.mts')], { cwd: CMS });
    if (code !== 0) process.exit(code);
  }
  // Strapi reads its app's files relative to the working folder, as under `strapi` in cms/.
  process.chdir(CMS);
  await generate();
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
