import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const SCRIPT_TYPE = /(?:^|\s)type\s*=\s*["']?([^"'\s>]*)/i;
/** The type values a browser runs as code; any other type (JSON-LD) is a data block. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'application/x-javascript',
  'text/x-javascript',
]);

const isExecutable = (attributes: string) =>
  EXECUTABLE_TYPES.has((SCRIPT_TYPE.exec(attributes)?.[1] ?? '').trim().toLowerCase());

interface PreparedPage {
  mtimeMs: number;
  html: string;
  csp: string;
}

const prepared = new Map<string, PreparedPage>();

/**
 * A Content-Security-Policy for one built page: scripts only from this origin, plus exactly the
 * inline scripts the page runs (Astro's island loader), allowed by their hashes. Data blocks such as
 * JSON-LD never run, so they get no hash: text smuggled into one can never become an allowed script.
 */
export function pagePolicy(html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .filter((match) => isExecutable(match[1] ?? ''))
    .map((match) => match[2] ?? '')
    .filter((script) => script.length > 0)
    .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(' ')}`.trim(),
    // Astro and the pages set a few style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    // The back office frames a PDF CV from a blob of its one audited read: Chromium's viewer asks a
    // framed address twice, which would log two views. A blob is made by the page's own script.
    "frame-src 'self' blob:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The page and its policy, read once per version of the file. */
export async function preparePage(path: string, mtimeMs: number): Promise<PreparedPage> {
  const cached = prepared.get(path);
  if (cached && cached.mtimeMs === mtimeMs) return cached;
  const html = await readFile(path, 'utf8');
  const page = { mtimeMs, html, csp: pagePolicy(html) };
  if (prepared.size > 5000) prepared.clear();
  prepared.set(path, page);
  return page;
}
