import { messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { hitRateLimit, type RateDecision } from '../../platform/rate-limit';
import { Refusal } from '../../platform/refusal';
import { findOnboardingLink } from './hired-employee';

/**
 * Whether an onboarding form may be read at all: asked before its body (up to three documents) is
 * parsed to disk, so a flood or a wrong link costs no upload. Counts the submission against the
 * address's hourly limit, then needs the link to be open.
 */
export async function admitOnboardingSubmission(strapi: Core.Strapi, token: string, clientIp: string): Promise<void> {
  const limit = await countOnboardingRequest(strapi, clientIp, 'submit');
  if (!limit.allowed) {
    throw new Refusal(429, messages.onboarding.tooManyAttempts, {}, limit.retryAfterSeconds);
  }
  const link = await findOnboardingLink(strapi, token);
  if (link.state === 'unknown') throw new Refusal(404, messages.onboarding.invalidLink);
  if (link.state === 'completed') throw new Refusal(409, messages.onboarding.alreadyCompleted);
}

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
