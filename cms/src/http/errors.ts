import type { Context } from 'koa';
import type { Refusal } from '../platform/refusal';

/**
 * The one place a refusal becomes an answer, in Strapi's error shape (docs/ARCHITECTURE.md), so every
 * client reads one format. `global::refusals` sends what the domain, a policy or a controller throws;
 * a middleware that answers before the routes sends its own refusal here too.
 */
export function sendRefusal(ctx: Context, refusal: Refusal): void {
  if (refusal.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(refusal.retryAfterSeconds));
  ctx.status = refusal.status;
  ctx.body = {
    data: null,
    error: { status: refusal.status, name: refusal.name, message: refusal.message, details: refusal.details },
  };
}
