// The only way to change an application (issue 13): each function writes the row, its status event,
// its audit line and its e-mails in the caller's transaction, or in its own when there is none.
export { systemActor } from '../../auth/actor';
export { archiveApplications } from './archive';
export { rejectEach } from './bulk-reject';
export { followUpKey, queueFollowUp } from './follow-up';
export { hireApplicant } from './hire';
export { scheduleInterview } from './interview-schedule';
export { scoreInterview } from './interview-score';
export { recordNewApplication } from './new-application';
export { sendNewOnboardingLink } from './new-onboarding-link';
export {
  queueAutomaticRejection,
  rejectionTimeFromForm,
  scheduleRejectionEmails,
} from './rejection';
export { NO_LONGER_REJECTED } from './rejection-cancel';
export {
  markScoringQueued,
  recordScoringResult,
  recordScoringState,
  type ScoringProvenance,
} from './scoring-results';
export { shortlistApplications } from './shortlist';
/** @public the status change without an e-mail, for tests (they load the compiled CMS, which knip cannot follow). */
export { changeApplicationStatus } from './status';
export { changeStatusFromScreen } from './status-with-email';
