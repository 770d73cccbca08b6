// The interviewer's kit page's entry: its words, the rating scales and the shape of
// its answer, without zod or the rest of the shared package, so the page's script stays small.
export { SCORECARD_RATINGS, SCORECARD_RECOMMENDATIONS } from './constants/scorecards';
export { interviewKitMessages, ratingLabels, recommendationLabels } from './messages/scorecards';
export type { InterviewKit } from './schemas/scorecard';
