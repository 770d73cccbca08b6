import { describe, expect, it } from 'vitest';
import { aiScoreTone, interviewScoreTone } from '../src/domain/score-tones';

// Score colours, back-office spec section 9, at each edge.
describe('score tones', () => {
  it('AI score: 80+ green, 60-79 amber, below 60 red', () => {
    expect([100, 80, 79, 60, 59, 0].map(aiScoreTone)).toEqual([
      'success',
      'success',
      'warning',
      'warning',
      'error',
      'error',
    ]);
  });

  it('interview score: 8+ green, 5-7 amber, below 5 red', () => {
    expect([10, 8, 7, 5, 4, 0].map(interviewScoreTone)).toEqual([
      'success',
      'success',
      'warning',
      'warning',
      'error',
      'error',
    ]);
  });
});
