import type { Core } from '@strapi/strapi';
import { hitRateLimit, type RateDecision } from '../../platform/rate-limit';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Per client address and hour. A link's secret can't be guessed (256 bits), so these only stop a
 * flood: a new hire opens the page a few times and sends it once, or a few times after a mistake.
 */
export const ONBOARDING_LIMITS = {
  load: { max: 60, windowMs: HOUR_MS },
  submit: { max: 10, windowMs: HOUR_MS },
} as const;

export function countOnboardingRequest(
  strapi: Core.Strapi,
  clientIp: string,
  kind: keyof typeof ONBOARDING_LIMITS,
): Promise<RateDecision> {
  return hitRateLimit(strapi, `onboarding-${kind}:ip:${clientIp}`, ONBOARDING_LIMITS[kind]);
}
