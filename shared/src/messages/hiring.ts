// Messages of interviews, hiring, jobs and templates, the interview agenda and Hired Staff, in the product's wording used verbatim.

export const interviewsMessages = {
  scheduledButEmailFailed: (serverMessage: string) => `Interview scheduled but failed to send email: ${serverMessage}`,
  scheduledAndInviteSent: 'Interview scheduled and calendar invite sent!',
  scheduleFailed: 'Failed to schedule interview. Please try again.',
  // Our own addition: the link is opened from the invitation and the calendar, so a web address only.
  invalidMeetingLink: 'Please enter a meeting link starting with https:// or http://',
  // Our own addition: a second scheduling is refused in a sentence (the footer's label says the same).
  alreadyScheduled: 'An interview is already scheduled for this application.',
  // Our own addition: a start earlier today is refused as a past date is, at the time field.
  startInPast: 'This time has already passed. Please choose a later time.',
  additionalInterviewersNote: (people: string) => `Additional interviewers: ${people}`,
  calendarTitle: (candidate: string, jobTitle: string) => `Interview: ${candidate} - ${jobTitle}`,
  interviewerSubject: (candidate: string, jobTitle: string) => `Interview with ${candidate} for ${jobTitle}`,
  interviewerBody: (candidate: string, jobTitle: string) =>
    `You are invited to interview ${candidate} for the ${jobTitle} position. The calendar invitation is attached.`,
  details: {
    date: 'Date',
    time: 'Time (Bahrain)',
    duration: 'Duration (minutes)',
    location: 'Location',
    meetingLink: 'Meeting link',
    interviewer: 'Interviewer',
    notes: 'Notes',
  },
} as const;

export const hiringMessages = {
  hireFailed: 'Failed to process hire. Please try again.',
  hireSucceeded: 'Candidate hired successfully! A congratulations email has been sent.',
  totalHired: 'Total Hired',
  statusHired: 'Hired',
  // Our own addition: the congratulations e-mail's start date when hired by Change Status alone.
  startDateToBeConfirmed: 'to be confirmed',
} as const;

export const jobsAdminMessages = {
  // Our own addition: a job's focus attributes.
  tooManyFocusAttributes: 'A job has at most 12 focus attributes',
  focusAttributesFromRequirements: 'Suggest from the requirements',
  title: 'Jobs Management',
  subtitle: 'Manage job templates and postings',
  noActivePostings: 'No active job postings yet. Create a template first!',
  noInactivePostings: 'No inactive job postings.',
  noClosedPostings: 'No closed job postings.',
  enterTitleOrDetails: 'Please enter a job title or additional details',
  openAiKeyMissing: 'OpenAI API key not configured. Please add it in Settings.',
  generateFailed: 'Failed to generate job description. Please try again.',
  generateSucceeded: 'Job template generated successfully! Review and adjust as needed.',
  // Our own addition: without a key the generator still suggests the focus attributes, from the requirements.
  focusAttributesWithoutKey:
    'Focus attributes suggested from the requirements. Writing the rest of the template needs an OpenAI API key: please add it in Settings.',
  focusAttributesNeedRequirements:
    'Without an OpenAI API key only the focus attributes can be suggested, from the requirements: write them first. Writing the rest of the template needs a key: please add it in Settings.',
  // Our own addition: the Arabic draft of a job's texts.
  arabicDraftNeedsEnglish: 'Write the job title, description and requirements in English first.',
  arabicDraftFailed: 'Failed to draft the Arabic version. Please try again.',
  arabicDraftSucceeded: 'Arabic draft written in the empty Arabic fields. Review it before saving.',
  arabicDraftNothingEmpty: 'Every Arabic field is already written: clear one to draft it again.',
  postingReopened: 'Job posting reopened successfully!',
  confirmDeleteTemplate: 'Delete this template? All associated postings will also be deleted.',
  confirmClosePosting: 'Close this posting? All related applications will be archived.',
  confirmMarkInactive: 'Mark this posting as inactive? You can reopen it later.',
  confirmDeletePosting: 'Delete this posting? Applications will be preserved.',
  confirmReopenPosting: 'Reopen this posting? It will be set to active.',
  confirmSetInactive: 'Set this posting to inactive? It will stop accepting applications.',
  confirmReopenJobPosting: 'Reopen this job posting?',
  confirmReopenClosedPosting: 'Reopen this closed job posting?',
  // Our own addition: the other outcomes of the Jobs page, and a transition the posting's state refuses.
  templateSaved: 'Job template saved.',
  templateDeleted: 'Job template and its postings deleted.',
  templateArchived: 'Job template archived.',
  templateUnarchived: 'Job template restored.',
  postingSaved: 'Job posting saved.',
  postingDeleted: 'Job posting deleted. Its applications are kept.',
  postingClosed: 'Job posting closed. Its applications are archived.',
  postingMarkedInactive: 'Job posting marked as inactive.',
  postingSetInactive: 'Job posting set to inactive.',
  actionFailed: 'The job posting could not be changed. Please try again.',
  transitionRefused: (status: string) => `This posting is ${status} and cannot be changed that way.`,
  unknownTemplate: 'The job template no longer exists.',
} as const;

// Our own addition: the interview agenda and the interviewers' private calendar feeds.
export const interviewAgendaMessages = {
  rangeReversed: 'The end date must not be before the start date',
  rangeTooLong: (days: number) => `Choose at most ${days} days`,
  feedCreated: 'Calendar feed link created. Copy it now: it is shown only once.',
  feedRevoked: 'Calendar feed revoked. The old link no longer works.',
  feedFailed: 'The calendar feed could not be changed. Please try again.',
  noActiveFeed: 'This interviewer has no calendar feed to revoke.',
  agendaFailed: 'The interview agenda could not be loaded. Please try again.',
  calendarName: (email: string) => `Interviews: ${email}`,
  feedEventCandidate: 'Candidate',
  feedEventPosting: 'Position',
  feedEventInterviewers: 'Interviewers',
} as const;

// Our own addition: Hired Staff's own notices.
export const hiredStaffMessages = {
  notFound: 'This employee could not be found.',
  documentDownloadFailed: 'Error downloading document. Please try again.',
  listFailed: 'Hired staff could not be loaded. Please try again.',
  privateDataFailed: 'CPR number, IBAN and documents could not be loaded. Please try again.',
  privateDataRestricted:
    'CPR number, IBAN and documents are shown only to administrators who can manage both applications and users.',
  newOnboardingLinkSent: (email: string) =>
    `A new onboarding link was sent to ${email}. The link sent before no longer works.`,
  newOnboardingLinkNotSent:
    'A new onboarding link was made, but its e-mail could not be sent. Check the Onboarding link e-mail template and try again.',
  onboardingAlreadyCompleted: 'This employee has already completed onboarding: no new link is needed.',
  newOnboardingLinkFailed: 'The new onboarding link could not be sent. Please try again.',
} as const;
