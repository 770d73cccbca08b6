import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { astroCommand } from './builder-check';

export interface BuildOutcome {
  ok: boolean;
  /** The end of the build's output, kept with the run for ops. */
  tail: string;
}

/**
 * Runs `astro build` of the site into `outDir`, reading the CMS at `cmsUrl`: this process's own Node
 * and the site's own Astro, by absolute path, so a service manager's bare PATH cannot break it.
 */
export function runSiteBuild(options: {
  siteDir: string;
  outDir: string;
  cmsUrl: string;
  publicUrl: string;
}): Promise<BuildOutcome> {
  let commandLine: [string, ...string[]];
  try {
    commandLine = astroCommand(options.siteDir, 'build');
  } catch (error) {
    return Promise.resolve({ ok: false, tail: `The site builder cannot run: ${(error as Error).message}` });
  }
  const [command, ...args] = commandLine;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.siteDir,
      // Always a production build: under the server's NODE_ENV=development Vite would bundle React's
      // development build (about twice the size).
      env: {
        ...process.env,
        NODE_ENV: 'production',
        CMS_URL: options.cmsUrl,
        SITE_OUT_DIR: options.outDir,
        PUBLIC_URL: options.publicUrl,
      },
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolve({ ok: false, tail: `${output}\n${error.message}`.slice(-4000) }));
    child.on('exit', (code) => resolve({ ok: code === 0, tail: output.slice(-4000) }));
  });
}

/** How many HTML pages a release holds. */
export function countPages(dir: string): number {
  let pages = 0;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) pages += countPages(path);
    else if (entry.endsWith('.html')) pages += 1;
  }
  return pages;
}
