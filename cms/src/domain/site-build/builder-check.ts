import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { CmsEnv } from '../../platform/config/env';

/** The site's own Astro command line, by absolute path: this process's Node runs Astro's bin file. */
export function astroCommand(siteDir: string, ...args: string[]): [string, ...string[]] {
  return [process.execPath, astroEntry(siteDir), ...args];
}

/** Astro's bin file as the site installed it (the path its package.json names). */
function astroEntry(siteDir: string): string {
  const manifest = createRequire(join(siteDir, 'package.json')).resolve('astro/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: string | Record<string, string> };
  const entry = typeof bin === 'string' ? bin : bin.astro;
  if (!entry) throw new Error(`astro's package.json (${manifest}) names no astro command`);
  return join(dirname(manifest), entry);
}

/**
 * Why this instance could not build the site, or null when it can: checked by /_ready, so a load
 * balancer or an ops engineer learns it at start, not at the first publish. Only where builds run
 * here (automatic builds, no hook).
 */
export function siteBuilderProblem(env: CmsEnv): string | null {
  const { siteBuild } = env;
  if (!siteBuild.auto || siteBuild.hookUrl) return null;
  if (!existsSync(join(siteBuild.sourceDir, 'package.json'))) {
    return `the site's source is not at ${siteBuild.sourceDir} (SITE_SOURCE_DIR)`;
  }
  try {
    accessSync(astroEntry(siteBuild.sourceDir), constants.R_OK);
  } catch (error) {
    return `Astro is not installed in ${siteBuild.sourceDir} (${(error as Error).message.split('\n')[0]})`;
  }
  // The builder creates the folder (and missing parents) where it can write.
  let releases = siteBuild.releasesDir;
  while (!existsSync(releases) && dirname(releases) !== releases) releases = dirname(releases);
  try {
    accessSync(releases, constants.W_OK);
  } catch {
    return `the site releases folder ${siteBuild.releasesDir} cannot be written (SITE_RELEASES_DIR)`;
  }
  return null;
}
