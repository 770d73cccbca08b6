import type { Context, Next } from 'koa';

/**
 * The media library's files are served from our own origin: whatever one turns out to be, a browser
 * must neither run it as a page (a sandboxed document has no scripts, no same-origin access, so no
 * session) nor guess a more dangerous type than the one served.
 */
export default () => async (ctx: Context, next: Next) => {
  await next();
  if (!ctx.path.startsWith('/uploads/')) return;
  ctx.set('Content-Security-Policy', 'sandbox');
  ctx.set('X-Content-Type-Options', 'nosniff');
};
