// How a scorecard summary reads: "2 of 3 submitted · 2 Strong Yes, 1 Yes" beside the interview score,
// "2/3 · 2 Strong Yes, 1 Yes" on a list row or a board card.
import type { ScorecardSummary } from '@careers/shared';
import { messages, recommendationLabels, type ScorecardRecommendation } from '@careers/shared/client';

/** Strongest first; "no decision" last, as it leans neither way. */
const STRONGEST_FIRST = [
  'strong_yes',
  'yes',
  'no',
  'definitely_not',
  'no_decision',
] as const satisfies readonly ScorecardRecommendation[];

/** "2 Strong Yes, 1 Yes": the recommendations given, strongest first; empty when none is in. */
export function countsText(counts: ScorecardSummary['counts']): string {
  return messages.scorecards.countsText(
    STRONGEST_FIRST.filter((choice) => counts[choice] > 0).map(
      (choice) => [counts[choice], recommendationLabels[choice]] as const,
    ),
  );
}

/** "2 of 3 submitted · 2 Strong Yes, 1 Yes". */
export const summaryText = (summary: ScorecardSummary): string =>
  messages.scorecards.summary(summary.submitted, summary.expected, countsText(summary.counts));

/** "2/3 · 2 Strong Yes": the compact form for a chip. */
export const chipText = (summary: ScorecardSummary): string =>
  messages.scorecards.chip(summary.submitted, summary.expected, countsText(summary.counts));
