// Bytes a visitor downloads, counted as transferred: every file is fetched through the server with the
// Accept-Encoding a browser sends and measured as it comes over the wire (compressed), not on disk.
//  1. JavaScript per public page before any interaction (scripts the page names, island components and
//     renderers, modulepreloads and every chunk those import statically), against the budgets;
//  2. a first visit of /jobs (HTML, CSS, JavaScript) and pressing Apply on a job page (the modal's
//     chunks), each plain, brotli and gzip.
//   npm run bench:site-js                      boots the CMS on the development database, serving site/current
//   npm run bench:site-js -- http://host:port  measures a running server instead
import { request } from 'node:http';
import { request as requestTls } from 'node:https';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { type BootedCms, bootCms } from './lib/boot-cms.ts';

type Encoding = 'identity' | 'br' | 'gzip';
const BROWSER = 'br, gzip';
// The candidate's own page: static, its one script within 15 KB. The interviewer's
// kit: within 20 KB before its CV is opened.
const BUDGETS_KB: Record<string, number> = {
  '/jobs': 75,
  '/ar/jobs': 75,
  '/jobs/{id}': 10,
  '/my-applications': 15,
  '/interview-kit': 20,
};

interface Transfer {
  status: number;
  /** Bytes of the body as sent. */
  wire: number;
  encoding: string;
  /** The body decoded, to read links and imports from. */
  text: string;
}

function fetchRaw(url: string, acceptEncoding: string): Promise<Transfer> {
  const send = url.startsWith('https:') ? requestTls : request;
  return new Promise((resolve, reject) => {
    const req = send(url, { headers: { accept: 'text/html,*/*', 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = String(res.headers['content-encoding'] ?? 'identity');
        const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
        resolve({ status: res.statusCode ?? 0, wire: body.length, encoding, text: decoded.toString() });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const transfers = new Map<string, Promise<Transfer>>();
/** Each URL and encoding is fetched once. */
function fetchOnce(url: string, acceptEncoding: string): Promise<Transfer> {
  const key = `${acceptEncoding} ${url}`;
  let transfer = transfers.get(key);
  if (!transfer) {
    transfer = fetchRaw(url, acceptEncoding).then((result) => {
      if (result.status !== 200) throw new Error(`${url} answered ${result.status}`);
      return result;
    });
    transfers.set(key, transfer);
  }
  return transfer;
}

function pageAssets(html: string, pageUrl: string): { scripts: string[]; styles: string[] } {
  const absolute = (href: string) => new URL(href.replace(/&amp;/g, '&'), pageUrl).href;
  const scripts = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) scripts.add(absolute(match[1] as string));
  for (const match of html.matchAll(/\b(?:component-url|renderer-url)="([^"]+)"/g))
    scripts.add(absolute(match[1] as string));
  for (const match of html.matchAll(/<link[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1];
    if (href) scripts.add(absolute(href));
  }
  const styles = [...html.matchAll(/<link[^>]*\brel="stylesheet"[^>]*>/g)]
    .map((match) => /\bhref="([^"]+)"/.exec(match[0])?.[1])
    .filter((href): href is string => !!href)
    .map(absolute);
  const sameOrigin = (url: string) => new URL(url).origin === new URL(pageUrl).origin;
  return { scripts: [...scripts].filter(sameOrigin), styles: styles.filter(sameOrigin) };
}

const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`$]+)["'`]\s*\)/g;

/** The script and everything it imports statically (dynamic imports load later, on demand). */
async function withStaticImports(url: string, seen: Set<string>): Promise<void> {
  if (seen.has(url)) return;
  seen.add(url);
  const { text } = await fetchOnce(url, BROWSER);
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const specifier = match[1] as string;
    if (specifier.startsWith('.') || specifier.startsWith('/'))
      await withStaticImports(new URL(specifier, url).href, seen);
  }
}

async function dynamicImports(urls: Iterable<string>): Promise<string[]> {
  const found = new Set<string>();
  for (const url of urls) {
    const { text } = await fetchOnce(url, BROWSER);
    for (const match of text.matchAll(DYNAMIC_IMPORT)) {
      const specifier = match[1] as string;
      if (specifier.startsWith('.') || specifier.startsWith('/')) found.add(new URL(specifier, url).href);
    }
  }
  return [...found];
}

/** Inline module scripts travel inside the HTML: their share is estimated as their own brotli size. */
function inlineScriptBytes(html: string): number {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.length > 0)
    .reduce(
      (sum, code) => sum + brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      0,
    );
}

async function bytesOf(urls: Iterable<string>, encoding: Encoding): Promise<number> {
  let total = 0;
  for (const url of urls) total += (await fetchOnce(url, encoding)).wire;
  return total;
}

/** Every script a page runs before interaction, and the styles it links. */
async function pageLoad(pageUrl: string): Promise<{ html: string; scripts: Set<string>; styles: string[] }> {
  const { text: html } = await fetchOnce(pageUrl, BROWSER);
  const { scripts: named, styles } = pageAssets(html, pageUrl);
  const scripts = new Set<string>();
  for (const url of named) await withStaticImports(url, scripts);
  return { html, scripts, styles };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(2);

async function measure(base: string): Promise<void> {
  const jobsUrl = new URL('/jobs/', base).href;
  const jobsHtml = (await fetchOnce(jobsUrl, BROWSER)).text;
  const jobId = [...jobsHtml.matchAll(/href="\/jobs\/([A-Za-z0-9]+)\/"/g)].map((match) => match[1])[0];
  const pages: [string, string][] = [
    ['/', '/'],
    ['/jobs', '/jobs/'],
    ...(jobId ? ([['/jobs/{id}', `/jobs/${jobId}/`]] as [string, string][]) : []),
    ['/benefits', '/benefits/'],
    ['/about', '/about/'],
    ['/privacy', '/privacy/'],
    ['/my-applications', '/my-applications/'],
    ['/interview-kit', '/interview-kit/'],
    ['/ar/jobs', '/ar/jobs/'],
    ...(jobId ? ([['/ar/jobs/{id}', `/ar/jobs/${jobId}/`]] as [string, string][]) : []),
  ];

  console.log(`Server: ${base}  (Accept-Encoding: ${BROWSER}; sizes as transferred)\n`);
  console.log('JavaScript before interaction');
  console.log('page              files   KB transferred   budget');
  let overBudget = false;
  for (const [label, path] of pages) {
    const pageUrl = new URL(path, base).href;
    const { html, scripts } = await pageLoad(pageUrl);
    const bytes = (await bytesOf(scripts, 'br')) + inlineScriptBytes(html);
    const budget = BUDGETS_KB[label];
    const verdict = budget === undefined ? '' : `≤ ${budget} KB ${bytes / 1024 <= budget ? 'ok' : 'OVER'}`;
    if (budget !== undefined && bytes / 1024 > budget) overBudget = true;
    console.log(`${label.padEnd(18)}${String(scripts.size).padStart(5)}${kb(bytes).padStart(17)}   ${verdict}`);
  }

  const rows: [string, string[]][] = [];
  const jobs = await pageLoad(jobsUrl);
  rows.push(['first visit of /jobs: HTML', [jobsUrl]]);
  rows.push(['  CSS', jobs.styles]);
  rows.push(['  JavaScript', [...jobs.scripts]]);
  rows.push(['  total', [jobsUrl, ...jobs.styles, ...jobs.scripts]]);
  if (jobId) {
    // The job page can import either language's modal; a visitor's press loads the page's own.
    for (const [label, path, other] of [
      ['pressing Apply: modal chunks', `/jobs/${jobId}/`, 'arabic-'],
      ['  the same in Arabic', `/ar/jobs/${jobId}/`, 'english-'],
    ] as const) {
      const job = await pageLoad(new URL(path, base).href);
      const modal = new Set<string>();
      const ownLanguage = (url: string) => !(new URL(url).pathname.split('/').pop() ?? '').startsWith(other);
      for (const url of (await dynamicImports(job.scripts)).filter(ownLanguage)) await withStaticImports(url, modal);
      for (const url of job.scripts) modal.delete(url);
      rows.push([label, [...modal]]);
    }
  }
  console.log('\nTransferred bytes (KB)');
  console.log('what                           files      plain     brotli       gzip');
  for (const [label, urls] of rows) {
    const [plain, br, gzip] = [await bytesOf(urls, 'identity'), await bytesOf(urls, 'br'), await bytesOf(urls, 'gzip')];
    console.log(
      `${label.padEnd(30)}${String(urls.length).padStart(6)}${kb(plain).padStart(11)}${kb(br).padStart(11)}${kb(gzip).padStart(11)}`,
    );
  }
  const arabicWithin = await arabicPagesWithinBudget(base, pages);
  if (overBudget || !arabicWithin) process.exitCode = 1;
}

/** The web fonts a page's inline stylesheet names (the Arabic pages' face: every subset, as the worst case). */
const fontUrls = (html: string, pageUrl: string) => [
  ...new Set([...html.matchAll(/url\(([^)]+\.woff2)\)/g)].map((match) => new URL(match[1] as string, pageUrl).href)),
];

/** Everything a first visit transfers: the page, its styles, its scripts before interaction and its fonts. */
async function firstVisitBytes(pageUrl: string): Promise<{ total: number; fonts: number; scripts: number }> {
  const { html, scripts, styles } = await pageLoad(pageUrl);
  const fonts = await bytesOf(fontUrls(html, pageUrl), 'br');
  const js = await bytesOf(scripts, 'br');
  return { total: (await bytesOf([pageUrl, ...styles], 'br')) + js + fonts, fonts, scripts: js };
}

/**
 * The Arabic pages' budgets: an Arabic page's first visit within its English twin's + 40 KB (the font), and
 * /ar/jobs/ running the same JavaScript bytes as /jobs/ (±1 KB: its texts are Arabic).
 */
async function arabicPagesWithinBudget(base: string, pages: [string, string][]): Promise<boolean> {
  console.log('\nFirst visit, English and Arabic (KB as transferred, brotli: HTML, CSS, JavaScript, fonts)');
  console.log('page              English     Arabic   of which fonts   difference   budget');
  let within = true;
  for (const [label, path] of pages.filter(([, path]) => path.startsWith('/ar/'))) {
    const englishPath = path.slice('/ar'.length);
    const [english, arabic] = [
      await firstVisitBytes(new URL(englishPath, base).href),
      await firstVisitBytes(new URL(path, base).href),
    ];
    const difference = arabic.total - english.total;
    const ok = difference <= 40 * 1024 && Math.abs(arabic.scripts - english.scripts) <= 1024;
    within &&= ok;
    console.log(
      `${label.slice('/ar'.length).padEnd(18)}${kb(english.total).padStart(7)}${kb(arabic.total).padStart(11)}${kb(arabic.fonts).padStart(17)}${kb(difference).padStart(13)}   ≤ 40 KB, same JS ${ok ? 'ok' : 'OVER'}`,
    );
  }
  return within;
}

const given = process.argv[2];
let cms: BootedCms | undefined;
let base = given;
if (!base) {
  // This process only serves: no workers, no automatic builds; a missing release is built first.
  cms = await bootCms({ env: { ENGINE_WORKERS: 'false', SITE_AUTO_BUILD: 'false' }, listen: true });
  const { port } = cms.strapi.server.httpServer.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  if ((await fetchRaw(new URL('/jobs/', base).href, 'identity')).status !== 200) {
    const { buildSite } = cms.load<{
      buildSite(strapi: unknown, env: unknown, trigger: string): Promise<{ ok: boolean }>;
    }>('domain/site-build/site-build-job.js');
    const { readEnv } = cms.load<{ readEnv(): unknown }>('platform/config/env.js');
    if (!(await buildSite(cms.strapi, readEnv(), 'benchmark (no live release)')).ok)
      throw new Error('The site build failed; see site_builds');
  }
}
try {
  await measure(base);
} finally {
  await cms?.stop();
}
