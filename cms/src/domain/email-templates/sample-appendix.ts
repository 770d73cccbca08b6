import { type CandidateLocale, SCORECARD_REMINDER_TEMPLATE } from '@careers/shared';
import { candidateLinkUrl, linkAppendix } from '../privacy/self-service/candidate-links';
import { kitLinkAppendix, kitUrl } from '../scorecards/kit-links';

/** Stands in for a real link's secret, as the sample onboarding link does. */
const SAMPLE_TOKEN = 'sample-token';

/**
 * The lines the system adds after a template's body in its real e-mails, with a sample link, so the
 * preview and Send Test show the editor what the recipient gets; none for the other templates.
 */
export function sampleAppendix(templateKey: unknown, language: CandidateLocale): { html: string } | undefined {
  if (templateKey === 'application_received')
    return linkAppendix({ url: candidateLinkUrl(SAMPLE_TOKEN, language) }, language);
  if (templateKey === SCORECARD_REMINDER_TEMPLATE) return kitLinkAppendix(kitUrl(SAMPLE_TOKEN));
  return undefined;
}
