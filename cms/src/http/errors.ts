import type { Context } from 'koa';

/** Strapi's error shape (DESIGN.md section 5), so every client reads one format. */
export function sendError(ctx: Context, status: number, name: string, message: string, details: unknown = {}): void {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details } };
}

export function sendNotFound(ctx: Context, message = 'Not Found'): void {
  sendError(ctx, 404, 'NotFoundError', message);
}
