// Scores a graded set with a scorer and measures the order: the evaluation's one implementation,
// used by `npm run eval:scoring` and by the test that keeps the scorer from sliding back.
import type { EvalCandidate, EvalPosting, EvalSet } from './eval-sets.mts';
import { type Graded, ndcgAt, pairwiseAccuracy, ranked, spearman } from './ranking-metrics.mts';

/** What the evaluation reads of a scorer's result. */
export interface ScoredCv {
  ai_score: number;
  ai_score_breakdown: Record<string, { score: number; max: number; reason?: string; details?: string }>;
}

export interface ScoringInputLike {
  posting: Omit<EvalPosting, 'id' | 'candidates'>;
  applicant: {
    years_of_experience: number | null;
    years_related_experience: number | null;
    screening_answers: Record<string, string>;
  };
  cvText: string;
  directives: string[];
}

export type Scorer = (input: ScoringInputLike, now: Date) => ScoredCv;

export interface ScoredCandidate extends Graded {
  posting: string;
  candidate: EvalCandidate;
  result: ScoredCv;
}

export interface PostingFigures {
  posting: string;
  pairwise: number;
  ndcg3: number;
  spearman: number;
  /** Grade-0 CVs ranked among the top 3 (or fewer, when fewer CVs have a grade above 0) above a graded one. */
  irrelevantInTop3: number;
  scored: ScoredCandidate[];
}

export interface SetFigures {
  name: string;
  postings: PostingFigures[];
  /** Over all pairs of all postings. */
  pairwise: number;
  /** Means over the postings. */
  ndcg3: number;
  spearman: number;
  irrelevantInTop3: number;
  /** null for a grade no CV has. */
  meanScoreByGrade: Record<number, number | null>;
  /** Wrongly ordered pairs, the widest score gap first. */
  worst: { posting: string; lower: ScoredCandidate; higher: ScoredCandidate }[];
}

const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0);

export function evaluateSet(set: EvalSet, score: Scorer): SetFigures {
  const now = new Date(`${set.as_of}T00:00:00Z`);
  let correct = 0;
  let pairs = 0;
  const postings = set.postings.map(({ id, candidates, ...posting }): PostingFigures => {
    const scored = candidates.map((candidate): ScoredCandidate => {
      const result = score(
        {
          posting,
          applicant: {
            years_of_experience: candidate.years_of_experience,
            years_related_experience: candidate.years_related_experience,
            screening_answers: candidate.screening_answers,
          },
          cvText: candidate.cv,
          directives: [],
        },
        now,
      );
      return { posting: id, candidate, result, relevance: candidate.relevance, score: result.ai_score };
    });
    const pairwise = pairwiseAccuracy(scored);
    correct += pairwise.correct;
    pairs += pairwise.pairs;
    return {
      posting: id,
      pairwise: pairwise.pairs ? pairwise.correct / pairwise.pairs : 1,
      ndcg3: ndcgAt(scored, 3),
      spearman: spearman(scored),
      irrelevantInTop3: ranked(scored)
        .slice(0, Math.min(3, scored.filter((item) => item.relevance > 0).length))
        .filter((item) => item.relevance === 0).length,
      scored,
    };
  });
  const all = postings.flatMap((posting) => posting.scored);
  const worst = postings
    .flatMap((posting) =>
      posting.scored.flatMap((higher) =>
        posting.scored
          .filter((lower) => lower.relevance < higher.relevance && lower.score >= higher.score)
          .map((lower) => ({ posting: posting.posting, lower, higher })),
      ),
    )
    .sort((a, b) => b.lower.score - b.higher.score - (a.lower.score - a.higher.score));
  return {
    name: set.name,
    postings,
    pairwise: pairs ? correct / pairs : 1,
    ndcg3: mean(postings.map((posting) => posting.ndcg3)),
    spearman: mean(postings.map((posting) => posting.spearman)),
    irrelevantInTop3: postings.reduce((sum, posting) => sum + posting.irrelevantInTop3, 0),
    meanScoreByGrade: Object.fromEntries(
      [0, 1, 2, 3].map((grade) => {
        const scores = all.filter((item) => item.relevance === grade).map((item) => item.score);
        return [grade, scores.length ? Math.round(mean(scores)) : null];
      }),
    ),
    worst,
  };
}
