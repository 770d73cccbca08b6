import { z } from 'zod';
import { FOCUS_ATTRIBUTES } from '../constants/focus-attributes';
import { SCORECARD_LIMITS, SCORECARD_RATINGS, SCORECARD_RECOMMENDATIONS } from '../constants/scorecards';
import { interviewKitMessages as text } from '../messages/scorecards';
import { documentId, isoDateTime, textInput } from './common';

// Our own addition: the interview kit and its scorecard.

/** A kit link's secret: 32 random bytes in base64url. */
export const interviewKitToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: text.linkInvalid });

const rating = z.enum(SCORECARD_RATINGS).nullable();
/** One rating per focus attribute, in the kit's order; null is "not rated". */
const ratings = z.array(rating).max(FOCUS_ATTRIBUTES.max);
// The shared text rule: PostgreSQL refuses a NUL with a server error, so it is refused here by name.
const takeaways = textInput().trim().max(SCORECARD_LIMITS.takeawaysMax);
const privateNote = textInput().trim().max(SCORECARD_LIMITS.privateNoteMax);

/** A draft, saved while the interviewer types: anything may still be missing. */
export const scorecardDraftSchema = z.strictObject({
  token: interviewKitToken,
  ratings,
  takeaways: takeaways.default(''),
  private_note: privateNote.default(''),
  recommendation: z.enum(SCORECARD_RECOMMENDATIONS).nullable().default(null),
});
export type ScorecardDraft = z.infer<typeof scorecardDraftSchema>;

/** Submit (or save an edit after submitting): take-aways and a recommendation are required. */
export const scorecardSubmissionSchema = z.strictObject({
  token: interviewKitToken,
  ratings,
  takeaways: takeaways.min(1, { error: text.takeawaysRequired }),
  private_note: privateNote.default(''),
  recommendation: z.enum(SCORECARD_RECOMMENDATIONS, { error: text.recommendationRequired }),
});
export type ScorecardSubmission = z.infer<typeof scorecardSubmissionSchema>;

const focusAttribute = z.strictObject({ name: z.string(), good_looks_like: z.string() });

/** A scorecard's content, as the kit and the Scorecards tab show it. */
const scorecardContent = {
  ratings: z.array(rating),
  takeaways: z.string(),
  recommendation: z.enum(SCORECARD_RECOMMENDATIONS).nullable(),
};

/** Another interviewer's submitted scorecard, as the kit shows it once one's own is in. */
const colleagueScorecard = z.strictObject({
  interviewer_name: z.string(),
  submitted_at: isoDateTime,
  ...scorecardContent,
});

/** The kit page: what the interviewer needs, and nothing about anyone else until they submit. */
export const interviewKitSchema = z.strictObject({
  interviewer_name: z.string(),
  candidate_name: z.string(),
  reference_id: z.string(),
  job_title: z.string(),
  requirements: z.string(),
  starts_at: isoDateTime,
  duration_minutes: z.number().int(),
  location: z.string(),
  meeting_link: z.string().nullable(),
  focus_attributes: z.array(focusAttribute),
  screening: z.array(z.strictObject({ question: z.string(), answer: z.string() })),
  cv: z.enum(['pdf', 'text']).nullable(),
  link_expires_at: isoDateTime,
  scorecard: z.strictObject({
    ...scorecardContent,
    private_note: z.string(),
    draft_saved_at: isoDateTime.nullable(),
    submitted_at: isoDateTime.nullable(),
  }),
  /** null while hidden: before one's own submission, or when Settings keep scorecards apart. */
  colleagues: z.array(colleagueScorecard).nullable(),
  colleagues_visible: z.boolean(),
});
export type InterviewKit = z.infer<typeof interviewKitSchema>;

/** One interviewer's row of the Scorecards tab. */
export const interviewerScorecardSchema = z.strictObject({
  id: documentId,
  interviewer_name: z.string(),
  interviewer_email: z.string(),
  submitted_at: isoDateTime.nullable(),
  /** The interview has ended and this scorecard is not in. */
  awaiting: z.boolean(),
  reminder_sent_at: isoDateTime.nullable(),
  private_note: z.string(),
  ...scorecardContent,
});
export type InterviewerScorecard = z.infer<typeof interviewerScorecardSchema>;

/** The recommendations of an application's submitted scorecards, counted. */
export const scorecardSummarySchema = z.strictObject({
  submitted: z.number().int(),
  expected: z.number().int(),
  awaiting: z.number().int(),
  counts: z.record(z.enum(SCORECARD_RECOMMENDATIONS), z.number().int()),
});
export type ScorecardSummary = z.infer<typeof scorecardSummarySchema>;

/** The Scorecards tab: each interview with its panel's scorecards, newest interview first. */
export const applicationScorecardsSchema = z.strictObject({
  interviews: z.array(
    z.strictObject({
      id: documentId,
      starts_at: isoDateTime,
      ends_at: isoDateTime,
      interview_status: z.enum(['scheduled', 'completed', 'cancelled']),
      /** As booked (Bahrain date and time), so Reschedule starts from them. */
      scheduled_date: z.string(),
      scheduled_time: z.string(),
      duration_minutes: z.number().int(),
      location: z.string(),
      meeting_link: z.string().nullable(),
      focus_attributes: z.array(focusAttribute),
      scorecards: z.array(interviewerScorecardSchema),
    }),
  ),
  summary: scorecardSummarySchema.nullable(),
  /** The scorecards' recommendations as a 0-10 interview score; never written for the recruiter. */
  suggested_score: z.number().nullable(),
});
export type ApplicationScorecards = z.infer<typeof applicationScorecardsSchema>;
