import { describe, expect, it } from 'vitest';
import { evalSetFiles, readEvalSet } from '../../scripts/lib/eval-sets.mts';
import { ndcgAt, pairwiseAccuracy, spearman } from '../../scripts/lib/ranking-metrics.mts';
import { evaluateSet } from '../../scripts/lib/scoring-evaluation.mts';
import { scoreOffline } from '../../src/domain/scoring/offline-scorer';

describe('the ranking figures', () => {
  const perfect = [
    { relevance: 3, score: 90 },
    { relevance: 2, score: 70 },
    { relevance: 0, score: 20 },
  ];
  const reversed = perfect.map((item) => ({ ...item, score: 100 - item.score }));

  it('are 1 for a perfect order and fall for a reversed one', () => {
    expect(pairwiseAccuracy(perfect)).toEqual({ correct: 3, pairs: 3 });
    expect(pairwiseAccuracy(reversed)).toEqual({ correct: 0, pairs: 3 });
    expect(ndcgAt(perfect, 3)).toBe(1);
    expect(ndcgAt(reversed, 3)).toBeLessThan(0.7);
    expect(spearman(perfect)).toBeCloseTo(1);
    expect(spearman(reversed)).toBeCloseTo(-1);
  });

  it('count a tie as half and break it against the scorer', () => {
    const tied = perfect.map((item) => ({ ...item, score: 50 }));
    expect(pairwiseAccuracy(tied)).toEqual({ correct: 1.5, pairs: 3 });
    expect(ndcgAt(tied, 1)).toBe(0);
  });
});

// The floor the scorer keeps on every graded set (cms/eval/scoring); the target for a held-out
// set of the same kind is pairwise 0.90, NDCG@3 0.85, and no grade-0 CV in a posting's top 3.
describe.each(evalSetFiles())('the offline scorer on %s', (file) => {
  const figures = evaluateSet(readEvalSet(file), scoreOffline);

  it('orders the graded CVs as the person who graded them did', () => {
    expect(figures.pairwise).toBeGreaterThanOrEqual(0.9);
    expect(figures.ndcg3).toBeGreaterThanOrEqual(0.85);
    expect(figures.spearman).toBeGreaterThan(0.7);
  });

  it('ranks every CV a person graded as no match below every good one', () => {
    for (const posting of figures.postings) {
      const best = Math.max(...posting.scored.filter((item) => item.relevance === 0).map((item) => item.score));
      for (const good of posting.scored.filter((item) => item.relevance === 3)) {
        expect(good.score, `${posting.posting}: ${good.candidate.id}`).toBeGreaterThan(best);
      }
    }
  });
});
