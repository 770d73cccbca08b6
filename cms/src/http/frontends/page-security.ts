import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

interface PreparedPage {
  mtimeMs: number;
  html: string;
  csp: string;
}

const prepared = new Map<string, PreparedPage>();

/**
 * A Content-Security-Policy for one built page: scripts only from this origin, plus exactly the
 * inline scripts the page contains (Astro's island loader, JSON-LD), allowed by their hashes.
 */
export function pagePolicy(html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.length > 0)
    .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(' ')}`.trim(),
    // Astro and the pages set a few style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
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
