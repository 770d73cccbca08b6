// Messages of the careers site's pages, the application form and the new hire's onboarding form, and the checks every form shares, in the product's wording used verbatim.

export const commonMessages = {
  connectionError: 'Connection Error',
  reloadPage: 'Reload Page',
  // Our own addition: what the Connection Error screen says happened.
  serverUnreachable: 'We could not reach the server. Check your connection and try again.',
  serverFailed: (status: number) => `The server could not answer (error ${status}). Please try again shortly.`,
  notAvailable: 'N/A',
  // Our own addition: why a back-office request got no answer at all.
  noAnswer: 'The server could not be reached',
} as const;

// Refusals of the API's request rules (our own addition: no screen leads to them).
export const requestsMessages = {
  filesNotAccepted: 'This address does not accept files.',
  jsonRequired: 'Send this request as JSON (Content-Type: application/json).',
  foreignOrigin: 'This request must come from the careers site itself.',
  // A form with files must state its size (Content-Length): a chunked upload is never read.
  lengthRequired: 'Send this form with its length (Content-Length): uploads of unknown length are not accepted.',
  malformedJson: 'The request body is not valid JSON.',
  // The database does not answer: nothing was done, and the same request may be sent again shortly.
  briefOutage: 'The service is briefly unavailable. Please try again in a few seconds.',
} as const;

export const jobsMessages = {
  title: 'Open Positions',
  allDepartments: 'All Departments',
  allTypes: 'All Types',
  positionsFound: (count: number) => `${count} Position(s) Found`,
  noPositions: 'No positions found',
  noPositionsHint: 'Try adjusting your filters or check back later',
  viewDetails: 'View Details',
  aboutTheRole: 'About the Role',
  keyResponsibilities: 'Key Responsibilities',
  requirements: 'Requirements',
  screeningQuestions: 'Screening Questions',
  copyLink: 'Copy Link',
  copied: 'Copied!',
  contactHr: 'Contact HR',
  applyForThisPosition: 'Apply for This Position',
  jobNotFound: 'Job Not Found',
  jobNotFoundHint: 'This position may have been filled or removed',
  backToAllJobs: 'Back to All Jobs',
} as const;

export const benefitsMessages = {
  allBenefits: 'All Benefits',
  noBenefits: 'No benefits available',
} as const;

export const aboutMessages = {
  joinOurJourney: 'Join Our Journey',
} as const;

export const applyMessages = {
  accuracyStatement: 'I hereby confirm that all the information provided is accurate to the best of my knowledge.',
  phoneHint: 'Include your country code, e.g. +973 or +966',
  fileTooLarge: 'File size must be less than 10MB',
  wrongCvType: 'Please upload a PDF, DOC, or DOCX file',
  invalidSubmission: 'Invalid submission detected',
  tooFast: 'Please take your time to fill the form carefully',
  cvRequired: 'Please upload your CV',
  confirmAccuracy: 'Please confirm that all information is accurate',
  submitFailed: 'Failed to submit application',
  // Our own addition: the server's answers to what the modal cannot check itself.
  wrongSupportingType: 'Please upload a PDF, DOC, DOCX, JPG, JPEG or PNG file',
  postingClosed: 'This position is no longer accepting applications',
  tooManyApplications: 'Too many applications were sent from here. Please try again later.',
  alreadyApplied: 'You have already applied for this position',
  formAlreadySent: 'This application form has already been sent. Reopen the form to apply again.',
  underMaintenance: 'Applications are paused while the site is under maintenance. Please try again later.',
  connectionLost: 'We could not reach the server. Check your connection and try again.',
  formUnavailable: 'The application form could not be loaded.',
  formLoading: 'Loading the form…',
  submitted: 'Application Submitted!',
  submittedHint: 'Thank you for applying. We have sent a confirmation to your e-mail.',
  yourReference: 'Your reference ID',
} as const;

export const onboardingMessages = {
  invalidLink: 'Invalid or expired onboarding link',
  alreadyCompleted: 'Onboarding has already been completed for this link',
  loadFailed: 'Failed to load onboarding form',
  submitFailed: 'Failed to submit onboarding form',
  documentsRequired: 'Please upload all required documents',
  complete: 'Onboarding Complete!',
  // Our own addition: the server's and the form's checks of single fields and files.
  invalidCpr: 'CPR number must be 9 digits',
  invalidIban: 'Please enter a valid IBAN',
  invalidBirthdate: 'Please enter a valid birthdate',
  wrongDocumentType: 'Please upload a PDF, JPG, JPEG or PNG file',
  tooManyAttempts: 'Too many attempts from here. Please try again later.',
  // Our own addition: the form's banner, naming the first field to correct.
  fieldProblem: (field: string, message: string) => `${field}: ${message}`,
} as const;

export const validationMessages = {
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email address',
  yearsRange: 'Please enter a number from 0 to 50',
  titleRequired: 'Title is required',
  vacanciesRange: 'Number of vacancies must be a whole number from 1 to 100',
  minimumExperienceRange: 'Minimum years of experience must be from 0 to 30',
  dateNotInPast: 'The date cannot be in the past',
  answerEveryQuestion: 'Please answer every screening question',
  chooseNationality: 'Please choose your nationality from the list',
  invalidPhone: 'Please enter a valid phone number',
  relatedWithinTotal: 'Related experience cannot be more than total experience',
  salaryRange: 'Minimum salary cannot be more than the maximum',
  // Our own addition: Hire Candidate's salary and cost amounts.
  amountRequired: 'Please enter an amount',
  atMostTwoDecimals: 'Use at most two decimals',
  // Our own addition: Schedule Interview's cap on additional interviewers.
  tooManyInterviewers: (max: number) => `Add at most ${max} additional interviewers`,
  // Our own addition: a new role's name, once lowercased with underscores, keeps only these.
  roleNameCharacters: 'Use only letters, numbers, spaces and underscores in a role name',
  // Our own addition: a request whose schema gave no message of its own.
  invalidInput: 'Invalid input',
  // Our own addition: a NUL or another control character in a text (only tabs and line breaks may be).
  controlCharacter: (field: string) =>
    `${field || 'The text'} must not contain control characters (such as NUL); only tabs and line breaks are allowed`,
  // Our own addition: a link someone opens, so only a web address.
  webAddress: 'Please enter a web address starting with https:// or http://',
} as const;
