// Messages of the dashboard, the applications list and detail, scoring, the pipeline board and CV files, in the product's wording used verbatim.

export const dashboardMessages = {
  title: 'Dashboard',
  subtitle: 'Overview of your recruitment system',
  noData: 'No data available',
  noApplicants: 'No applicants yet',
} as const;

export const applicationsMessages = {
  // Our own addition: two recruiters changed one application at once and this change lost.
  changedMeanwhile: 'This application was changed by someone else meanwhile. Please reload it and try again.',
  applyingFor: 'Applying for',
  duplicateBanner: (times: number) => `Duplicate Candidate - Applied ${times} time(s) before`,
  previousApplications: 'Previous Applications',
  unknownPosition: 'Unknown Position',
  noScreeningAnswers: 'No screening answers available',
  noAiInsights: 'No AI insights available',
  question: (n: number) => `Question ${n}`,
  interviewScheduled: 'Interview Scheduled',
  candidateHired: 'Candidate Hired',
  scheduleRejectionEmail: 'Schedule Rejection Email',
  confirmAndSendEmail: 'Confirm & Send Email',
  scheduling: 'Scheduling...',
  resendRejectionEmail: 'Resend Rejection Email',
  selectDateAndTime: 'Please select date and time',
  noApplicationsFound: 'No applications found',
  notSpecified: 'Not specified',
  showingXofY: (shown: number, total: number) => `Showing ${shown} of ${total} applications`,
  showingRange: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} applications`,
  clearAllFilters: 'Clear All Filters',
  duplicateBadge: 'DUPLICATE',
  cvsSelected: (count: number) => `${count} CV(s) selected`,
  downloadAllCvs: (count: number) => `Download All CVs (${count})`,
  cvDownloadError: 'Error downloading CV. Please try again.',
  noSelection: 'No Selection',
  noCvsFound: 'No CVs Found',
  noCvs: 'No CVs',
  noCvsInView: 'No CVs available to download in the current filtered view.',
  downloadComplete: 'Download Complete',
  downloadSummary: (succeeded: number, failed: number) =>
    failed > 0
      ? `Successfully downloaded ${succeeded} CV(s); ${failed} failed`
      : `Successfully downloaded ${succeeded} CV(s)`,
  downloadFailed: 'Download Failed',
  downloadFailedAll: 'Failed to download any CVs...',
  runAiAnalysis: 'Run AI Analysis',
  runAiAnalysisConfirm: (count: number) =>
    `Run AI analysis on ${count} selected application(s)? This may take a few minutes.`,
  aiAnalysisComplete: 'AI Analysis Complete',
  aiAnalysisCompletedWithErrors: 'AI Analysis Completed with Errors',
  analysisFailed: 'Analysis Failed',
  sendRejectionEmails: 'Send Rejection Emails',
  rejectionEmailsSent: 'Rejection Emails Sent',
  error: 'Error',
  scoreOutOfRange: 'Score must be between 0 and 10',
  failedToSaveScore: (message: string) => `Failed to save interview score: ${message}`,
  statusHiredEmailFailed: 'Status updated to hired, but failed to send congratulations email. You can resend it later.',
  statusHiredEmailSent: 'Status updated to hired and congratulations email sent successfully!',
  statusUpdatedEmailFailed: (error: string) => `Status updated but email failed to send. Error: ${error}`,
  rejectionEmailFailed: (error: string) => `Failed to send rejection email: ${error}`,
  // Our own addition: the status history's reason when the system itself made the change.
  systemReasons: {
    intake: 'Application submitted',
    'auto-archive': 'Archived automatically',
    'automatic-rejection': 'Automatic rejection e-mail',
    'follow-up': 'Follow-up e-mail',
    scoring: 'AI scoring',
    // Our own addition: a /cms editor saved the posting as closed (its applications archive as with Close).
    'posting-closed': 'Posting closed in the content manager',
    // Our own addition: the candidate withdrew on their own page.
    candidate: 'Withdrawn by the candidate',
    // Our own addition: an erasure calls off the interview it leaves without a candidate.
    erasure: 'Personal data erased',
  },
  // Our own addition: the demo history's reason for a recruiter's change.
  updatedByRecruiter: 'Updated by recruiter',
  // Our own addition: why a waiting rejection e-mail was cancelled (the e-mail log and its audit line).
  rejectionCancelled: {
    replaced: 'Cancelled: replaced by a newer rejection e-mail',
    noLongerRejected: 'Cancelled: the application is no longer rejected',
  },
} as const;

// Our own addition: the detail dialog's own empty texts and outcomes.
export const applicationDialogMessages = {
  noCv: 'No CV on file',
  noCvText: 'No text could be extracted from this CV',
  noTimeline: 'No history yet',
  noPreviousApplications: 'No previous applications',
  notFound: 'This application no longer exists.',
  statusUpdated: (status: string) => `Status updated to ${status}`,
  shortlisted: 'Candidate shortlisted',
  scoreSaved: 'Interview score saved',
  rejectionScheduled: (when: string) => `Rejection e-mail scheduled for ${when}`,
  endOfList: 'No more applications in this list',
  na: 'N/A',
} as const;

// Our own addition: the Applications tab's own notices, in the style of the fixed ones.
export const applicationsListMessages = {
  selectFirst: 'Please select at least one application first.',
  noCvsInSelection: 'None of the selected applications has a CV to download.',
  rejectConfirm: (count: number) =>
    `Reject ${count} selected application(s) and send each applicant the rejection e-mail?`,
  // Our own addition: the message under its 'Error' title when a bulk reject got no answer or failed.
  rejectFailed: 'The applications could not be rejected. Your selection is kept: please try again.',
  // Our own addition: the message under 'Analysis Failed' when the run could not be started or followed.
  analysisFailed: 'The AI analysis could not be run. Your selection is kept: please try again.',
  rejectSummary: (succeeded: number, failed: number, alreadyRejected = 0) =>
    `${succeeded} rejection e-mail(s) sent; ${failed} failed.` +
    (alreadyRejected > 0 ? ` ${alreadyRejected} already rejected: no new e-mail sent.` : ''),
} as const;

// Our own addition: the application actions' own refusals and answers.
export const applicationActionsMessages = {
  pendingNotInList: 'Pending can be set from the application details only.',
  statusUpdated: 'Status updated successfully!',
  interviewScoreSaved: 'Interview score saved.',
  rejectionScheduled: 'Rejection email scheduled.',
  shortlisted: (count: number) => `${count} application(s) shortlisted.`,
  rejectionEmailNotQueued: 'The rejection e-mail could not be queued.',
} as const;

// Our own addition: what scoring reports beside the score, for recruiters and in the job log.
export const scoringMessages = {
  unreadableCv:
    'No extractable text in the CV (it may be a scanned image), so it was not scored. Please read it yourself.',
  // Our own addition: why a CV that could not be read safely was given up (once, never retried).
  cvTooLarge:
    'The CV unpacks to far more than a CV holds (it may be a compressed bomb), so it was not read or scored. Please open it with care.',
  cvMalformed: 'The CV file is damaged and could not be read, so it was not scored. Please read it yourself.',
  cvTookTooLong: 'Reading the CV took too long, so it was stopped and not scored. Please read it yourself.',
  cvNeededTooMuchMemory:
    'Reading the CV needed too much memory, so it was stopped and not scored. Please read it yourself.',
  noCvFile: 'The CV file could not be found, so the application was not scored.',
  // Our own addition: the application's posting was deleted before scoring ran.
  noPosting: 'The posting of this application no longer exists.',
  disabled: 'AI scoring is switched off in Settings.',
  invalidReply: 'The AI reply did not fit the expected format twice; any earlier result was kept.',
  injectionConcern:
    "The CV or a screening answer contains text addressed to automated screening (quoted below). Scoring read it only as the candidate's text, never as instructions; please read it yourself.",
  flaggedPassage: (passage: string) => `Addressed to automated screening: "${passage}"`,
  /** A posting's line the CV names only in its summary or skills list, never in a role or qualification. */
  listedNotShown: (line: string) => `Listed, not shown in any role: ${line}`,
  progress: (processed: number, total: number, succeeded: number, failed: number) =>
    `${processed} of ${total} processed: ${succeeded} succeeded, ${failed} failed`,
  secretSaved: 'Saved. The key is stored encrypted and will not be shown again.',
  secretCleared: 'Key removed.',
} as const;

// Our own addition: what the pipeline board tells a screen reader while a card moves.
export const pipelineBoardMessages = {
  pickedUp: (name: string, status: string) => `Picked up ${name} from ${status}.`,
  over: (name: string, status: string) => `${name} is over ${status}.`,
  notOver: (name: string) => `${name} is not over a status column.`,
  dropped: (name: string, status: string) => `${name} dropped on ${status}.`,
  cancelled: (name: string, status: string) => `Move cancelled. ${name} stays in ${status}.`,
  notADropTarget: (status: string) => `Applications cannot be moved to ${status}.`,
  noApplications: 'No applications',
} as const;

// Our own addition: the CV files' own answers (download, viewer, ZIP).
export const cvFilesMessages = {
  noCvFile: 'This application has no CV file.',
  tooMany: (max: number) => `At most ${max} CVs can be downloaded in one ZIP. Please narrow the selection.`,
  notReadable: 'The text of this CV could not be read. Please download it instead.',
} as const;
