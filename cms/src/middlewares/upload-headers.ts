import type { Context, Next } from 'koa';

/**
 * The static server decodes the path before it looks for the file, so `/uploads%2Fx.html` reaches
 * the same file as `/uploads/x.html`: the decoded path decides (an undecodable one finds no file).
 */
export function servesUpload(path: string): boolean {
  try {
    return decodeURIComponent(path).startsWith('/uploads/');
  } catch {
    return false;
  }
}

/**
 * The media library's files are served from our own origin: whatever one turns out to be, a browser
 * must neither run it as a page (a sandboxed document has no scripts, no same-origin access, so no
 * session) nor guess a more dangerous type than the one served.
 */
export default () => async (ctx: Context, next: Next) => {
  await next();
  if (!servesUpload(ctx.path)) return;
  ctx.set('Content-Security-Policy', 'sandbox');
  ctx.set('X-Content-Type-Options', 'nosniff');
};
