import { errors } from '@strapi/utils';
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

/*
 * Refusals thrown by a route policy. Strapi lets only some errors out of a policy as they are: its
 * own UnauthorizedError and ForbiddenError become a bare 'Unauthorized' / 'Forbidden' there, while
 * a PolicyError and an HttpError reach its error middleware, which renders
 * { data: null, error: { status, name, message, details } }.
 */

/** 403 with the spec's message: Strapi's PolicyError, named as the clients have always read it. */
export class PolicyForbiddenError extends errors.PolicyError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(message, details);
    // Its type fixes `name` to 'PolicyError'; the answer keeps the name it always had.
    Object.defineProperty(this, 'name', { value: 'ForbiddenError' });
  }
}

/** 401 with the spec's message, as one of Strapi's HttpErrors (the kind ctx.unauthorized makes). */
export class PolicyUnauthorizedError extends Error {
  readonly status = 401;
  readonly expose = true;
  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'UnauthorizedError';
  }
}
// http-errors builds its errors this way too: an Error whose prototype chain holds HttpError's.
Object.setPrototypeOf(PolicyUnauthorizedError.prototype, errors.HttpError.prototype);
