// The only way to change an application (issue 13): each function writes the row, its status event,
// its audit line and its e-mails in the caller's transaction, or in its own when there is none.
export { adminActor, type ChangeActor, type SystemActor, systemActor } from './actor';
export { archiveApplications, unarchiveApplications } from './archive';
export { type BulkRejectResult, rejectEach } from './bulk-reject';
export type { ChangeOutcome } from './change';
export { followUpKey, queueFollowUp } from './follow-up';
export { hireApplicant } from './hire';
export { type InterviewScheduleOutcome, scheduleInterview } from './interview-schedule';
export { scoreInterview } from './interview-score';
export { type NewApplication, recordNewApplication } from './new-application';
export { sendNewOnboardingLink } from './new-onboarding-link';
export {
  cancelRejectionEmail,
  queueAutomaticRejection,
  rejectionTimeFromForm,
  scheduleRejectionEmails,
} from './rejection';
export { NO_LONGER_REJECTED } from './rejection-cancel';
export type { ApplicationToChange } from './rows';
export {
  markScoringQueued,
  recordScoringResult,
  recordScoringState,
  type ScoringProvenance,
} from './scoring-results';
export { shortlistApplications } from './shortlist';
export { changeApplicationStatus } from './status';
export { changeStatusFromScreen, type StatusFromScreenOutcome } from './status-with-email';
