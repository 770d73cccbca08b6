import { hashToken, newSecretToken } from '../auth/tokens';

// The new hire's private onboarding link (back-office spec sections 2 and 4). Only the token's hash is
// stored (hired_employees.onboarding_token = sha256 hex of the token in the link), so a copy of the
// database opens no one's onboarding form; the onboarding page looks a link up by this same hash.

export interface OnboardingToken {
  /** The secret in the link: mailed once, never stored. */
  token: string;
  /** What hired_employees.onboarding_token holds. */
  hash: string;
}

export const onboardingTokenHash = (token: string): string => hashToken(token);

export function issueOnboardingToken(): OnboardingToken {
  const token = newSecretToken();
  return { token, hash: onboardingTokenHash(token) };
}

/** The link the congratulations e-mail carries: website_url (without a trailing slash) + /onboarding/{token}. */
export const onboardingLink = (websiteUrl: string, token: string): string =>
  `${websiteUrl.replace(/\/+$/, '')}/onboarding/${token}`;
