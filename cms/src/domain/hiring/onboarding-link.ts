import { type CandidateLocale, pathInLocale } from '@careers/shared';
import { hashToken, newSecretToken } from '../auth/tokens';

// The new hire's private onboarding link (docs/requirements.md#new-hire). Only the token's hash is
// stored (hired_employees.onboarding_token = sha256 hex of the token in the link), so a copy of the
// database opens no one's onboarding form; the onboarding page looks a link up by this same hash.

export interface OnboardingToken {
  /** The secret in the link: mailed once, never stored. */
  token: string;
  /** What hired_employees.onboarding_token holds. */
  hash: string;
}

/**
 * What an onboarding link's secret may look like: newSecretToken's base64url, or any shorter text of
 * those characters. Anything else (dots, slashes, percent signs) names no hire and is never looked up.
 */
export const ONBOARDING_TOKEN = /^[A-Za-z0-9_-]{1,256}$/;

export const onboardingTokenHash = (token: string): string => hashToken(token);

export function issueOnboardingToken(): OnboardingToken {
  const token = newSecretToken();
  return { token, hash: onboardingTokenHash(token) };
}

/**
 * The link the congratulations e-mail carries: the server's own PUBLIC_URL + /onboarding/{token}
 * (/ar/onboarding/{token} for a candidate who applied in Arabic), like reset and calendar links.
 * Never the website_url setting: an admin who manages settings could point that at a look-alike host
 * and collect every new hire's secret.
 */
export const onboardingLink = (publicUrl: string, token: string, language: CandidateLocale): string =>
  `${publicUrl.replace(/\/+$/, '')}${pathInLocale(language, `/onboarding/${token}`)}`;
