import type { Context } from 'koa';

/** Strapi's error names for the statuses our handlers answer with. */
const NAMES_BY_STATUS: Record<number, string> = {
  400: 'ValidationError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  409: 'ConflictError',
  429: 'RateLimitError',
  503: 'ServiceUnavailableError',
};

export function errorNameFor(status: number): string {
  return NAMES_BY_STATUS[status] ?? 'ApplicationError';
}

/** Strapi's error shape (DESIGN.md section 5), so every client reads one format. */
export function errorBody(status: number, name: string, message: string, details: unknown = {}) {
  return { data: null, error: { status, name, message, details } };
}

export function sendError(ctx: Context, status: number, name: string, message: string, details: unknown = {}): void {
  ctx.status = status;
  ctx.body = errorBody(status, name, message, details);
}

export function sendNotFound(ctx: Context, message = 'Not Found'): void {
  sendError(ctx, 404, 'NotFoundError', message);
}
