import { type CandidateLocale, escapeMarkup } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { emailConfiguration } from './email-config';
import { brandedLayout } from './layout';
import { type EnqueueResult, enqueueRawEmail, type RawEmailInput } from './outbox';
import { textSignature } from './render';

export type SystemEmailInput = Omit<RawEmailInput, 'html' | 'text' | 'templateKey'> & {
  paragraphs: string[];
  /** The paragraphs' language: an Arabic message is laid out right to left (English unless given). */
  locale?: CandidateLocale;
};

/**
 * A message of the system itself (a notice about an account), written from shared messages rather
 * than from a template: no one can edit it or switch it off. Branded like every e-mail, each value
 * escaped. In the caller's transaction, if any.
 */
export async function enqueueSystemEmail(strapi: Core.Strapi, input: SystemEmailInput): Promise<EnqueueResult> {
  const { paragraphs, locale, ...message } = input;
  const sender = await emailConfiguration().sender();
  const layout = { companyName: sender.companyName, websiteUrl: sender.websiteUrl };
  const bodyHtml = paragraphs.map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`).join('\n');
  return enqueueRawEmail(strapi, {
    ...message,
    html: brandedLayout({ ...layout, locale, title: input.subject, bodyHtml }),
    text: paragraphs.join('\n\n') + textSignature(layout),
  });
}
