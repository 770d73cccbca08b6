// JavaScript a visitor downloads before interacting, per page of a built site, gzipped: every script
// the page names (script src, island component and renderer) and every chunk those statically import.
//   node scripts/toolchain.mjs scripts/bench-site-js.ts [site folder, default site/current]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib/run.ts';

const site = resolve(process.argv[2] ?? join(ROOT, 'site', 'current'));
if (!existsSync(join(site, 'index.html')))
  throw new Error(`No built site at ${site}: run npm start or npm run site:build first`);

function scriptsOfPage(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) urls.add(match[1] as string);
  for (const match of html.matchAll(/\b(?:component-url|renderer-url)="([^"]+)"/g)) urls.add(match[1] as string);
  return [...urls].filter((url) => url.startsWith('/'));
}

/** The file and everything it imports statically (dynamic imports load later, on demand). */
function withStaticImports(file: string, seen: Set<string>): void {
  if (seen.has(file) || !existsSync(file)) return;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) {
    const specifier = match[1] as string;
    if (specifier.startsWith('.')) withStaticImports(resolve(dirname(file), specifier), seen);
  }
}

function pageJavaScript(pagePath: string): { files: number; gzipBytes: number } {
  const html = readFileSync(join(site, pagePath), 'utf8');
  const seen = new Set<string>();
  for (const url of scriptsOfPage(html)) withStaticImports(join(site, url), seen);
  // Inline module scripts count too.
  let gzipBytes = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ].reduce((sum, match) => sum + gzipSync(match[1] ?? '').length, 0);
  for (const file of seen) gzipBytes += gzipSync(readFileSync(file)).length;
  return { files: seen.size, gzipBytes };
}

const jobPage = readdirSync(join(site, 'jobs')).find(
  (name) => name !== 'not-found' && existsSync(join(site, 'jobs', name, 'index.html')),
);
const pages: [string, string][] = [
  ['/', 'index.html'],
  ['/jobs', 'jobs/index.html'],
  ...(jobPage ? ([[`/jobs/{id}`, `jobs/${jobPage}/index.html`]] as [string, string][]) : []),
  ['/benefits', 'benefits/index.html'],
  ['/about', 'about/index.html'],
];
console.log(`Site: ${site}`);
console.log('Page          files   KB gzipped');
for (const [label, path] of pages) {
  const { files, gzipBytes } = pageJavaScript(path);
  console.log(`${label.padEnd(14)}${String(files).padStart(5)}${(gzipBytes / 1024).toFixed(2).padStart(13)}`);
}
