import { AI_SCORE_BANDS, INTERVIEW_SCORE_BANDS } from '../constants/applications';

/** The colour family of a score, by its band (high, medium, low): green, amber or red. */
export type ScoreTone = 'success' | 'warning' | 'error';

/** AI score 0-100: 80+ green, 60-79 amber, below 60 red. */
export function aiScoreTone(score: number): ScoreTone {
  if (score >= AI_SCORE_BANDS.high.min) return 'success';
  return score >= AI_SCORE_BANDS.medium.min ? 'warning' : 'error';
}

/** Interview score 0-10: 8+ green, 5-7 amber, below 5 red. */
export function interviewScoreTone(score: number): ScoreTone {
  if (score >= INTERVIEW_SCORE_BANDS.high.min) return 'success';
  return score >= INTERVIEW_SCORE_BANDS.medium.min ? 'warning' : 'error';
}
