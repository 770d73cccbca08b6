import type { Context, Next } from 'koa';
import { sendRefusal } from '../http/errors';
import { isRefusal } from '../platform/refusal';

/**
 * Renders every refusal thrown below it (domain, policies, controllers and the middlewares after it)
 * in Strapi's error shape; anything else goes on up to strapi::errors as a real failure.
 */
export default () => async (ctx: Context, next: Next) => {
  try {
    await next();
  } catch (error) {
    if (!isRefusal(error)) throw error;
    sendRefusal(ctx, error);
  }
};
