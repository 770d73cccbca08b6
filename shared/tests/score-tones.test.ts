import { describe, expect, it } from 'vitest';
import { aiScoreTone, interviewScoreTone } from '../src/domain/score-tones';

// Score colours at each edge of their bands: green, amber, red.
describe('score tones', () => {
  it.each([
    ['AI score: 80+ green, 60-79 amber, below 60 red', aiScoreTone, [100, 80, 79, 60, 59, 0]],
    ['interview score: 8+ green, 5-7 amber, below 5 red', interviewScoreTone, [10, 8, 7, 5, 4, 0]],
  ] as const)('%s', (_, tone, edges) => {
    expect(edges.map(tone)).toEqual(['success', 'success', 'warning', 'warning', 'error', 'error']);
  });
});
