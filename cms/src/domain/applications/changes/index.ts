// The only way to change an application: each function writes the row, its status event,
// its audit line and its e-mails in the caller's transaction, or in its own when there is none.
export { systemActor } from '../../auth/actor';
export { archiveApplications } from './archive';
export { rejectEach } from './bulk-reject';
// For the areas that change applications as part of their own work (hiring, a screen's status
// change): the same one change, planned by them.
export { type ChangeOutcome, changeApplication } from './change';
export { followUpKey, queueFollowUp } from './follow-up';
// History written as rows (the demo seed) and the start-up backfill settle stays the same way.
export { backfillHistoryOnce } from './history-backfill';
export { callOffOpenInterview, cancelInterview, rescheduleInterview } from './interview-changes';
export { scheduleInterview } from './interview-schedule';
export { scoreInterview } from './interview-score';
export { setLegalHold } from './legal-hold';
export { recordNewApplication } from './new-application';
export { recruiterName } from './recruiter-name';
export {
  queueAutomaticRejection,
  rejectionTimeFromForm,
  scheduleRejectionEmails,
} from './rejection';
export { NO_LONGER_REJECTED } from './rejection-cancel';
export { type ApplicationToChange, applicationsToChange, linkByDocumentId } from './rows';
export {
  markScoringQueued,
  recordScoringResult,
  recordScoringState,
  type ScoringProvenance,
} from './scoring-results';
export { shortlistApplications } from './shortlist';
export { changeApplicationStatus } from './status';
export { settleHistory } from './stays';
export { inChangeTransaction } from './trail';
export { withdrawApplication } from './withdrawal';
