import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** What this step needs of a Rolldown output file. */
interface BundleFile {
  type: 'chunk' | 'asset';
  fileName: string;
  imports?: string[];
}

const ISLAND_URL = /\b(?:component-url|renderer-url)="([^"]+)"/g;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g;

/** Every HTML file under a folder. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Lists in each page's head every JavaScript chunk the page will run at load: its islands' components
 * and renderers, its module scripts, and all they import statically. Without this the browser finds
 * them one round trip at a time (island → its imports → theirs), which on a slow mobile link costs a
 * second before the job search answers. Chunks loaded on demand (the application modal) stay out.
 */
export default function modulePreload(): AstroIntegration {
  // Public URL of a chunk → the URLs it imports statically, from the client build's own bundle.
  const staticImports = new Map<string, string[]>();
  let base = '/';
  const url = (fileName: string) => `${base}${fileName}`;

  return {
    name: 'careers:module-preload',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'careers:chunk-imports',
                applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
                generateBundle(_options: unknown, bundle: Record<string, BundleFile>) {
                  for (const file of Object.values(bundle))
                    if (file.type === 'chunk') staticImports.set(url(file.fileName), (file.imports ?? []).map(url));
                },
              },
            ],
          },
        });
      },
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      },
      'astro:build:done': async ({ dir, logger }) => {
        let pages = 0;
        for (const path of await htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(path, 'utf8');
          const scripts = new Set([...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] as string));
          const preload = new Set<string>();
          const visit = (chunk: string) => {
            if (preload.has(chunk)) return;
            preload.add(chunk);
            for (const imported of staticImports.get(chunk) ?? []) visit(imported);
          };
          for (const match of html.matchAll(ISLAND_URL)) visit(match[1] as string);
          for (const script of scripts) visit(script);
          // A module script in the page is found by the browser's preload scanner already. Low priority:
          // the links are there to start early, not to go before the page itself (Lighthouse's simulation
          // counts a high-priority script as render-blocking; measured no slower in Chromium).
          const links = [...preload]
            .filter((chunk) => !scripts.has(chunk))
            .map((chunk) => `<link rel="modulepreload" href="${chunk}" fetchpriority="low">`);
          if (links.length === 0) continue;
          await writeFile(path, html.replace('</head>', `${links.join('')}</head>`));
          pages += 1;
        }
        logger.info(`module preload links added to ${pages} page(s)`);
      },
    },
  };
}
