import { messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { addressLimit, isAddressLimited, isSignInStep, signInStepLimit } from '../domain/auth/sign-in-limits';
import { OPEN_SIGN_IN_LIMITS, type OpenSignInLimit } from '../http/route-access';
import { Refusal } from '../platform/refusal';

/**
 * A sign-in route that must answer without a session (`global::open-sign-in`), said so on purpose,
 * with the limits it counts. The sign-in steps' and setup's limits are counted here, before their
 * handler runs: 429 with Retry-After and the product's message.
 */
export default {
  name: 'open-sign-in',
  validator(config: unknown): boolean {
    const rateLimit = (config as { rateLimit?: unknown } | undefined)?.rateLimit;
    if (!(OPEN_SIGN_IN_LIMITS as readonly unknown[]).includes(rateLimit)) throw new Error('rateLimit');
    return true;
  },
  async handler(
    policyContext: Core.PolicyContext,
    config: { rateLimit: OpenSignInLimit },
    { strapi }: { strapi: Core.Strapi },
  ) {
    const step = config.rateLimit;
    const ctx = policyContext.request.ctx;
    const refusal = isSignInStep(step)
      ? await signInStepLimit(strapi, ctx.request.ip, step, ctx.request.body)
      : isAddressLimited(step)
        ? await addressLimit(strapi, ctx.request.ip, step)
        : null;
    if (!refusal) return true;
    throw new Refusal(429, messages.signIn.tooManyAttempts, {}, refusal.retryAfterSeconds);
  },
};
