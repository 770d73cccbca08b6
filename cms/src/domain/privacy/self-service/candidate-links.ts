import { type CandidateLocale, escapeMarkup, pathInLocale, siteTextsIn } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { readEnv } from '../../../platform/config/env';
import type { Selected } from '../../../platform/database/rows';
import { hashToken, newSecretToken } from '../../auth/tokens';
import { readSettings } from '../../settings/read-settings';
import { monthsBefore } from '../retention-periods';

const LINK = 'api::candidate-link.candidate-link';

/** An address as links and applications compare it. */
export const candidateAddress = (email: string) => email.trim().toLowerCase();

export interface IssuedLink {
  token: string;
  url: string;
  expiresAt: Date;
}

/**
 * A new private link to the applications of `email`: a single-purpose token of which
 * only the SHA-256 is stored, working until the rejected-candidates retention period from now has
 * passed. The token is in the URL's fragment, which browsers never send to a server or a Referer.
 * In the caller's transaction.
 */
export async function issueCandidateLink(
  strapi: Core.Strapi,
  email: string,
  now: Date,
  language: CandidateLocale = 'en',
): Promise<IssuedLink> {
  const { retention_rejected_months: months } = await readSettings(strapi, ['retention_rejected_months']);
  const expiresAt = monthsBefore(now, -months);
  const token = newSecretToken();
  await strapi.db.query(LINK).create({
    data: { token_hash: hashToken(token), email: candidateAddress(email), expires_at: expiresAt },
  });
  return { token, url: candidateLinkUrl(token, language), expiresAt };
}

/** The page in the candidate's language: /ar/my-applications/ for one who applied in Arabic. */
export const candidateLinkUrl = (token: string, language: CandidateLocale): string =>
  `${readEnv().publicUrl}${pathInLocale(language, '/my-applications/')}#${token}`;

/** The address a link opens, or null when the token is unknown or has expired. */
export async function addressOfLink(
  strapi: Core.Strapi,
  token: string,
  now: Date,
): Promise<{ id: number; email: string; expiresAt: Date } | null> {
  const link: Selected<typeof LINK, 'email' | 'expires_at'> | null = await strapi.db.query(LINK).findOne({
    where: { token_hash: hashToken(token), expires_at: { $gt: now } },
    select: ['id', 'email', 'expires_at'],
  });
  return link ? { id: link.id, email: link.email, expiresAt: new Date(link.expires_at as string | Date) } : null;
}

/** The lines every confirmation e-mail ends with: the private link, whatever the template says. */
export function linkAppendix(link: Pick<IssuedLink, 'url'>, language: CandidateLocale = 'en'): { html: string } {
  const text = siteTextsIn(language).selfService;
  const href = escapeMarkup(link.url);
  return {
    html:
      `<p>${escapeMarkup(text.emailLinkLine)}</p>` +
      `<p><a href="${href}">${href}</a></p>` +
      `<p>${escapeMarkup(text.emailLinkPrivate)}</p>`,
  };
}
