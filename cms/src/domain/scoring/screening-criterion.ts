import { SCORING_CRITERIA } from '@careers/shared';
import { type ScoringInput, screeningPairs } from './scoring-input';
import { words } from './text-forms';

/** An answer of this many words counts as complete; shorter ones count in proportion. */
const COMPLETE_ANSWER_WORDS = 8;

const average = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** How complete the screening answers are: the criterion, and how many fell short. */
export function screeningCriterion(input: ScoringInput): {
  criterion: { score: number; max: number; reason: string; details?: string };
  short: number;
} {
  const max = SCORING_CRITERIA.screening_answers.max;
  const pairs = screeningPairs(input);
  if (pairs.length === 0)
    return { criterion: { score: max, max, reason: 'No screening questions for this posting' }, short: 0 };
  const counts = pairs.map((pair) => words(pair.answer).length);
  const credits = counts.map((count) => Math.min(1, count / COMPLETE_ANSWER_WORDS));
  const complete = credits.filter((credit) => credit >= 1).length;
  return {
    criterion: {
      score: Math.round(max * average(credits)),
      max,
      reason: `${complete} of ${pairs.length} answers are complete`,
      details: counts.map((count, index) => `Question ${index + 1}: ${count} word${count === 1 ? '' : 's'}`).join('; '),
    },
    short: pairs.length - complete,
  };
}
