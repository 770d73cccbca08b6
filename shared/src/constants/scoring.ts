/**
 * The matching-score rubric both scorers fill (docs/requirements.md#cvs-and-the-ai-matching-score): one fixed
 * set of criteria whose maxima add up to 100, so an OpenAI score and an offline score read alike.
 */
export const SCORING_CRITERIA = {
  requirements_match: { max: 35, label: 'Requirements match' },
  responsibilities_match: { max: 15, label: 'Responsibilities match' },
  total_experience: { max: 20, label: 'Total experience' },
  related_experience: { max: 15, label: 'Related experience' },
  screening_answers: { max: 15, label: 'Screening answers' },
} as const;
export type ScoringCriterion = keyof typeof SCORING_CRITERIA;
export const SCORING_CRITERION_KEYS = Object.keys(SCORING_CRITERIA) as ScoringCriterion[];

export const SCORING_METHODS = ['openai', 'offline'] as const;
export type ScoringMethod = (typeof SCORING_METHODS)[number];

/**
 * Where an application's scoring stands. `unreadable_cv` is a CV without extractable text (a scan):
 * it is reported, never scored as empty; `disabled` means ai_scoring_enabled was off.
 */
export const SCORING_STATUSES = ['queued', 'scored', 'failed', 'unreadable_cv', 'disabled'] as const;
export type ScoringStatus = (typeof SCORING_STATUSES)[number];

/** Bumped whenever the offline rules change, so a stored score says which rules produced it. */
export const OFFLINE_SCORER_VERSION = 'offline-2';
/** Bumped whenever the OpenAI prompt changes; stored with every OpenAI score. */
export const SCORING_PROMPT_VERSION = 'cv-match-3';
export const DEFAULT_SCORING_MODEL = 'gpt-4o-mini';

/** Most applications one Run AI Analysis may queue at once. */
export const BULK_ANALYSIS_MAX = 500;
