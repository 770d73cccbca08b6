import { createReadStream, type Stats } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { ENCODING_SUFFIX, type Encoding } from './content-encoding';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticFile {
  path: string;
  stats: Stats;
  contentType: string;
  /** Found as the index.html of the folder the URL path names (/jobs: jobs/index.html). */
  folderIndex: boolean;
}

async function fileAt(path: string): Promise<Stats | null> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/**
 * The file a URL path names inside `root`: the file itself, or the index.html of a folder. Paths
 * that would leave `root` (.., encoded slashes) find nothing.
 */
export async function findStaticFile(root: string, urlPath: string): Promise<StaticFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  for (const path of [candidate, join(candidate, 'index.html')]) {
    const stats = await fileAt(path);
    if (stats)
      return {
        path,
        stats,
        contentType: CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
        folderIndex: path !== candidate,
      };
  }
  return null;
}

/**
 * The folder a served path names, resolved now: the live release is a link that a build (of this
 * instance or of another on a shared folder) switches at any moment. Resolving it once per request
 * serves every file of one answer from one release and never keeps a release that is gone.
 */
export async function resolveRoot(dir: string): Promise<string | null> {
  try {
    return await realpath(dir);
  } catch {
    return null;
  }
}

/** The precompressed copy of a file (`page.html.br`), when the build wrote one. */
export async function findEncodedCopy(file: StaticFile, encoding: Encoding): Promise<StaticFile | null> {
  const path = `${file.path}${ENCODING_SUFFIX[encoding]}`;
  const stats = await fileAt(path);
  return stats ? { ...file, path, stats } : null;
}

export function openStaticFile(file: StaticFile) {
  return createReadStream(file.path);
}
