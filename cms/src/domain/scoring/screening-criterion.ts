import { SCORING_CRITERIA } from '@careers/shared';
import { type Criterion, type ScoringInput, screeningPairs } from './scoring-input';
import { foldedText, words } from './text-forms';

/** An answer of this many words counts as complete; shorter ones count in proportion. */
const COMPLETE_ANSWER_WORDS = 8;
// "Do you hold a valid Bahraini driving licence?" is answered in full by "Yes".
const YES_NO_QUESTION = /^(do|does|did|are|is|was|were|have|has|had|can|could|will|would)\b|^هل\s/u;
const YES_NO_ANSWER = /^(yes|no|نعم|لا)(\b|\s|[.,!،]|$)/u;

/** An answer's credit: a yes or no to a yes-or-no question is complete; other answers by their length. */
function answerCredit(question: string, answer: string): number {
  if (YES_NO_QUESTION.test(foldedText(question).trim()) && YES_NO_ANSWER.test(foldedText(answer).trim())) return 1;
  return Math.min(1, words(answer).length / COMPLETE_ANSWER_WORDS);
}

const average = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** How complete the screening answers are: the criterion, and how many fell short. */
export function screeningCriterion(input: ScoringInput): {
  criterion: Criterion;
  short: number;
} {
  const max = SCORING_CRITERIA.screening_answers.max;
  const pairs = screeningPairs(input);
  if (pairs.length === 0)
    return { criterion: { score: max, max, reason: 'No screening questions for this posting' }, short: 0 };
  const counts = pairs.map((pair) => words(pair.answer).length);
  const credits = pairs.map((pair) => answerCredit(pair.question, pair.answer));
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
