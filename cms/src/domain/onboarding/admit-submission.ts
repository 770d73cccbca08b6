import { messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { Refusal } from '../../platform/refusal';
import { countOnboardingRequest } from './onboarding-limits';
import { findOnboardingLink } from './onboarding-link';

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
