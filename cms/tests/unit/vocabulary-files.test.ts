// The scoring vocabulary is JSON that anyone may extend: what the load check and this test keep true.
import { describe, expect, it } from 'vitest';
import { CONCEPTS } from '../../src/domain/scoring/vocabulary';
import { vocabularyFileSchema } from '../../src/domain/scoring/vocabulary/concept';
import finance from '../../src/domain/scoring/vocabulary/finance.json';

describe('the vocabulary files', () => {
  it('give every concept once, by an id of its own', () => {
    const ids = CONCEPTS.map((concept) => concept.id);
    expect(ids.length).toBeGreaterThan(150);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('name only concepts that exist as broader ones', () => {
    const ids = new Set(CONCEPTS.map((concept) => concept.id));
    const dangling = CONCEPTS.flatMap((concept) =>
      (concept.broader ?? []).filter((id) => !ids.has(id)).map((id) => `${concept.id} → ${id}`),
    );
    expect(dangling).toEqual([]);
  });

  it('are refused as they load when a concept is misspelt: an unknown kind, a field too many, no forms', () => {
    const withFirst = (change: Record<string, unknown>) => ({
      ...finance,
      concepts: [{ ...finance.concepts[0], ...change }, ...finance.concepts.slice(1)],
    });
    expect(vocabularyFileSchema.safeParse(finance).success).toBe(true);
    expect(vocabularyFileSchema.safeParse(withFirst({ kind: 'qualifcation' })).success).toBe(false);
    expect(vocabularyFileSchema.safeParse(withFirst({ froms: ['ACCA'] })).success).toBe(false);
    expect(vocabularyFileSchema.safeParse(withFirst({ forms: [] })).success).toBe(false);
  });
});
