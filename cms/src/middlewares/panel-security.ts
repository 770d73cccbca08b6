import type { Context, Next } from 'koa';

/** Where Strapi serves the content editors' panel (config/admin.ts). */
const PANEL = /^\/cms(?:\/|$)/i;

/**
 * The /cms panel's policy, in place of strapi::security's (which, outside production, lets any
 * inline script run on the panel's path for Vite's live reload, a server we never run). The built
 * panel is one module script from this origin and no inline script, so none is allowed, in every
 * environment; styled-components writes its styles inline (styles can't run code). The panel may be
 * framed by nobody: no other page can overlay it to steer an editor's clicks.
 */
export const PANEL_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sits after strapi::security, which has set its headers by now: the panel's replace them. */
export default () => async (ctx: Context, next: Next) => {
  if (PANEL.test(ctx.path)) {
    ctx.set('Content-Security-Policy', PANEL_POLICY);
    ctx.set('X-Frame-Options', 'DENY');
  }
  await next();
};
