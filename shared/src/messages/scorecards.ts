import type { ScorecardRating, ScorecardRecommendation } from '../constants/scorecards';

// Our own addition: structured interviews: the interviewer's kit page, its e-mails, and the
// Scorecards tab of the back office.

export const ratingLabels = {
  definitely_not: 'Definitely Not',
  no: 'No',
  mixed: 'Mixed',
  yes: 'Yes',
  strong_yes: 'Strong Yes',
} as const satisfies Record<ScorecardRating, string>;

export const recommendationLabels = {
  definitely_not: 'Definitely Not',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong Yes',
  no_decision: 'No decision',
} as const satisfies Record<ScorecardRecommendation, string>;

/** The interviewer's kit page: words only, so its script imports no schema. */
export const interviewKitMessages = {
  pageTitle: 'Interview kit',
  loading: 'Opening your interview kit…',
  linkInvalid: 'This interview kit link does not work: the interview was cancelled or the link has expired.',
  candidate: 'Candidate',
  posting: 'Position',
  when: 'When (Bahrain time)',
  where: 'Where',
  meetingLink: 'Meeting link',
  minutes: (minutes: number) => `${minutes} minutes`,
  yourName: (name: string) => `Interviewer: ${name}`,
  requirementsTitle: 'What the job requires',
  attributesTitle: 'Focus attributes',
  screeningTitle: 'Screening answers',
  noScreening: 'The candidate answered no screening questions.',
  cvTitle: 'CV',
  showCv: 'Show the CV',
  noCv: 'The candidate sent no CV.',
  cvUnreadable: 'The CV could not be shown. Please try again.',
  cvFrameTitle: (name: string) => `CV of ${name}`,
  scorecardTitle: 'Your scorecard',
  scorecardHint:
    'Rate what you saw in the interview. Other interviewers’ scorecards are hidden until you submit yours.',
  notRated: 'Not rated',
  takeaways: 'Key take-aways',
  takeawaysHint: 'What did you learn? Evidence for your ratings, in a few sentences.',
  takeawaysRequired: 'Please write your key take-aways',
  privateNote: 'Private note for the hiring team (optional)',
  recommendation: 'Overall recommendation',
  recommendationRequired: 'Please choose an overall recommendation',
  submit: 'Submit Scorecard',
  saveChanges: 'Save Changes',
  draftSaving: 'Saving draft…',
  draftSaved: (time: string) => `Draft saved at ${time}`,
  draftFailed: 'The draft could not be saved. Your text is still here; we will try again.',
  submitted: 'Thank you: your scorecard is submitted.',
  changesSaved: 'Your changes are saved.',
  submittedAt: (time: string) => `Submitted ${time}`,
  editableUntil: (date: string) => `You can change your scorecard with this link until ${date}.`,
  othersTitle: 'The other interviewers',
  othersHidden: 'Submit your scorecard to see the other interviewers’ scorecards.',
  othersOff: 'The hiring team keeps the scorecards apart: you will not see the others here.',
  othersNone: 'No other interviewer has submitted a scorecard yet.',
  submitFailed: 'Your scorecard could not be submitted. Please try again.',
  tooManyRequests: 'Too many requests from this network. Please wait a few minutes and try again.',
  ratingsMismatch: 'The focus attributes changed. Please reload the page.',
} as const;

/** The Scorecards tab and the interview actions of the application dialog. */
export const scorecardsMessages = {
  tab: 'Scorecards',
  noInterviews: 'No interview has been scheduled yet: scorecards come from the interviewers after an interview.',
  interviewHeading: (when: string) => `Interview on ${when}`,
  cancelledInterview: 'Cancelled',
  interviewer: 'Interviewer',
  recommendation: 'Recommendation',
  submittedAt: 'Submitted',
  awaiting: 'Awaiting',
  notYetDue: 'Interview not held yet',
  sendReminder: 'Send Reminder',
  reminderSent: 'Reminder sent with the interview kit link.',
  reminderTooSoon: (minutes: number) => `A reminder was sent less than ${minutes} minutes ago.`,
  reminderNotNeeded: 'This scorecard is already submitted.',
  reminderNoCandidate: 'The candidate has withdrawn or been erased: no scorecard is needed any more.',
  reminderFailed: 'The reminder could not be sent. Please try again.',
  attribute: 'Focus attribute',
  takeawaysTitle: 'Key take-aways',
  privateNote: 'Private note',
  summary: (submitted: number, expected: number, counts: string) =>
    counts ? `${submitted} of ${expected} submitted · ${counts}` : `${submitted} of ${expected} submitted`,
  /** "2 Strong Yes, 1 Yes": each recommendation given, with how many gave it, in the caller's order. */
  countsText: (counts: readonly (readonly [count: number, label: string])[]) =>
    counts.map(([count, label]) => `${count} ${label}`).join(', '),
  /** The list's and the board's chip: "2/3 · 2 Strong Yes". */
  chip: (submitted: number, expected: number, counts: string) =>
    counts ? `${submitted}/${expected} · ${counts}` : `${submitted}/${expected}`,
  suggestion: (score: number) => `Scorecards suggest ${score}/10`,
  useSuggestion: 'Use',
  awaitingFilter: 'Scorecards awaiting',
  chipTitle: (summary: string) => `Scorecards: ${summary}`,
  missingScorecards: (count: number) => `${count} scorecard${count === 1 ? '' : 's'} missing`,
  // Reschedule and cancel.
  reschedule: 'Reschedule',
  cancelInterview: 'Cancel Interview',
  cancelConfirm:
    'Cancel this interview? The candidate and the interviewers get a cancellation, and the interview kit links stop working.',
  rescheduled: 'Interview rescheduled and updated invitations sent.',
  cancelled: 'Interview cancelled and cancellations sent.',
  noScheduledInterview: 'This application has no scheduled interview to change.',
  interviewChangeFailed: 'The interview could not be changed. Please try again.',
  calendarCancelledTitle: (candidate: string, jobTitle: string) => `Cancelled: Interview: ${candidate} - ${jobTitle}`,
  interviewerCancelSubject: (candidate: string, jobTitle: string) =>
    `Cancelled: interview with ${candidate} for ${jobTitle}`,
  interviewerCancelBody: (candidate: string, jobTitle: string) =>
    `The interview with ${candidate} for the ${jobTitle} position is cancelled. The calendar cancellation is attached; the interview kit link no longer works.`,
  interviewerRescheduleSubject: (candidate: string, jobTitle: string) =>
    `Rescheduled: interview with ${candidate} for ${jobTitle}`,
  candidateCancelSubject: (jobTitle: string) => `Your interview for ${jobTitle} is cancelled`,
  candidateCancelBody: (candidate: string, jobTitle: string) =>
    `Dear ${candidate}, we have cancelled your interview for the ${jobTitle} position. We will be in touch about next steps. The calendar cancellation is attached.`,
  kitLine: 'Your interview kit (candidate, CV, focus attributes and your scorecard):',
  kitPrivate: 'This link is yours alone: do not forward it.',
} as const;
