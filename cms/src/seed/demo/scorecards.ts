import { companyTimeToInstant, type ScorecardRating, type ScorecardRecommendation } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { focusAttributesOfPosting, kitExpiry, SCORECARD } from '../../domain/scorecards/kit-links';
import type { Random } from './random';

const TAKEAWAYS = [
  'Walked through a month-end close in detail; reconciled the case study without help.',
  'Strong on the standards, less sure when asked to explain them to a non-finance manager.',
  'Asked sharp questions about our controls; would raise the bar of the team.',
  'Good examples of working across teams; the technical answers stayed general.',
];

/** A rating near the interview score (0-10): most attributes where the score puts them, some a step off. */
function ratingFor(score: number, random: Random): ScorecardRating {
  const scale: ScorecardRating[] = ['definitely_not', 'no', 'mixed', 'yes', 'strong_yes'];
  const centre = Math.min(4, Math.max(0, Math.round(score / 2.5)));
  const step = random.pick([-1, 0, 0, 0, 1]);
  return scale[Math.min(4, Math.max(0, centre + step))] ?? 'mixed';
}

const recommendationFor = (score: number): ScorecardRecommendation =>
  score >= 8 ? 'strong_yes' : score >= 6 ? 'yes' : score >= 4 ? 'no' : 'definitely_not';

/**
 * The demo interview's scorecard: submitted after a held interview, in line with the
 * interview score; empty before one. No kit link is issued: nobody holds one in the demo.
 */
export async function seedScorecard(
  strapi: Core.Strapi,
  input: {
    interviewId: number;
    applicationId: number;
    postingId: string;
    interviewer: { name: string; email: string };
    scheduledDate: string;
    score: number | null;
    random: Random;
  },
): Promise<void> {
  const attributes = await focusAttributesOfPosting(strapi, input.postingId);
  const endsAt = new Date(companyTimeToInstant(input.scheduledDate, '10:30').getTime() + 60 * 60_000);
  const held = input.score !== null;
  const score = input.score ?? 0;
  await strapi.db.query(SCORECARD).create({
    data: {
      interview: input.interviewId,
      application: input.applicationId,
      interviewer_name: input.interviewer.name,
      interviewer_email: input.interviewer.email,
      expires_at: kitExpiry(endsAt),
      interview_ends_at: endsAt,
      focus_attributes: attributes,
      ratings: attributes.map(() => (held ? ratingFor(score, input.random) : null)),
      takeaways: held ? input.random.pick(TAKEAWAYS) : '',
      private_note: '',
      recommendation: held ? recommendationFor(score) : null,
      ...(held ? { submitted_at: endsAt, draft_saved_at: endsAt } : {}),
    },
  });
}
