import { messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { Refusal } from '../platform/refusal';
import { loggedUrl } from './request-log';

/** The body parser's (co-body's) failure on a body that is not JSON: a SyntaxError carrying the raw body. */
function isMalformedJson(error: unknown): boolean {
  return error instanceof SyntaxError && 'body' in error && (error as { status?: unknown }).status === 400;
}

/**
 * Sits right before the body parser: a body that is not valid JSON is the client's mistake, answered
 * 400 with the product's message rather than Strapi's 500. Its log line has the path and request id
 * only: the parser's error carries the body whole, and its message quotes it around the fault, so a
 * sign-in's password would be in both.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (error) {
      if (!isMalformedJson(error)) throw error;
      strapi.log.warn('[request] refused a body that is not valid JSON', {
        path: loggedUrl(ctx.url),
        request_id: ctx.state.requestId,
      });
      throw new Refusal(400, messages.requests.malformedJson);
    }
  };
