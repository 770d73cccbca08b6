import { rm } from 'node:fs/promises';
import type { Context, Next } from 'koa';

interface ParsedFile {
  filepath?: unknown;
}

/** Every temporary file the parser left in `ctx.request.files`, whatever the fields were called. */
function temporaryFiles(ctx: Context): string[] {
  const files = (ctx.request as { files?: Record<string, ParsedFile | ParsedFile[] | undefined> }).files;
  if (!files) return [];
  return Object.values(files)
    .flat()
    .map((file) => file?.filepath)
    .filter((path): path is string => typeof path === 'string');
}

/**
 * Sits right after the body parser: the temporary files of an upload are removed once the request
 * has been handled, answered or failed, before the answer goes out. Strapi's own clean-up covers
 * only a field called `files`, and not a handler that throws; the parser removes the files of an
 * upload that breaks off or goes over a limit itself.
 */
export default () => async (ctx: Context, next: Next) => {
  try {
    await next();
  } finally {
    const paths = temporaryFiles(ctx);
    if (paths.length > 0) await Promise.all(paths.map((path) => rm(path, { force: true })));
  }
};
