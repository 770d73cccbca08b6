import {
  type FocusAttribute,
  SCORECARD_RATINGS,
  SCORECARD_RECOMMENDATIONS,
  type ScorecardRating,
  type ScorecardRecommendation,
} from '@careers/shared';

// A scorecard's JSON and enumeration columns as they are stored, read back into their types: only
// well-formed entries, so a hand-edited row shows less rather than breaks a page.

const isoOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

export const storedInstant = isoOrNull;

const parsedJson = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
};

export function storedFocusAttributes(value: unknown): FocusAttribute[] {
  const parsed = parsedJson(value);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    const attribute = entry as Partial<FocusAttribute> | null;
    return typeof attribute?.name === 'string'
      ? [{ name: attribute.name, good_looks_like: String(attribute.good_looks_like ?? '') }]
      : [];
  });
}

/** One rating per attribute, `length` long: anything not a rating is "not rated". */
export function storedRatings(value: unknown, length: number): (ScorecardRating | null)[] {
  const parsed = parsedJson(value);
  const list = Array.isArray(parsed) ? parsed : [];
  return Array.from({ length }, (_, index) => {
    const rating: unknown = list[index];
    return (SCORECARD_RATINGS as readonly unknown[]).includes(rating) ? (rating as ScorecardRating) : null;
  });
}

export function storedRecommendation(value: unknown): ScorecardRecommendation | null {
  return (SCORECARD_RECOMMENDATIONS as readonly unknown[]).includes(value) ? (value as ScorecardRecommendation) : null;
}
