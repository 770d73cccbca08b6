// Our own addition: structured interviews. Each interviewer rates the candidate on the job's
// focus attributes and gives one overall recommendation, through a private interview-kit link.

/** A focus attribute's rating, worst to best. */
export const SCORECARD_RATINGS = ['definitely_not', 'no', 'mixed', 'yes', 'strong_yes'] as const;
export type ScorecardRating = (typeof SCORECARD_RATINGS)[number];

/** The overall recommendation: no middle ground, but "no decision" is an honest answer. */
export const SCORECARD_RECOMMENDATIONS = ['definitely_not', 'no', 'yes', 'strong_yes', 'no_decision'] as const;
export type ScorecardRecommendation = (typeof SCORECARD_RECOMMENDATIONS)[number];

export const SCORECARD_LIMITS = { takeawaysMax: 5000, privateNoteMax: 5000 } as const;

/** A kit link works until this many days after its interview. */
export const KIT_LINK_DAYS_AFTER_INTERVIEW = 14;

/** An interviewer who has not submitted this long after the interview ended gets one reminder. */
export const SCORECARD_REMINDER_AFTER_HOURS = 24;

/** A recruiter's Send Reminder: at most one per scorecard in this window. */
export const SCORECARD_MANUAL_REMINDER_MINUTES = 60;

export const SCORECARD_REMINDER_TEMPLATE = 'scorecard_reminder';

/** The kit's link: the secret after `#`, which no server log or Referer ever sees. */
export const INTERVIEW_KIT_PATH = '/interview-kit/';
