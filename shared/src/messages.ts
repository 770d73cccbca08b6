/**
 * Every user-visible text the two spec documents give, verbatim, in one place.
 * Texts that change deliberately (DESIGN.md section 10) say so beside them.
 */
export const messages = {
  common: {
    connectionError: 'Connection Error',
    reloadPage: 'Reload Page',
    // Not in the spec: what the Connection Error screen says happened.
    serverUnreachable: 'We could not reach the server. Check your connection and try again.',
    serverFailed: (status: number) => `The server could not answer (error ${status}). Please try again shortly.`,
    notAvailable: 'N/A',
    // Not in the spec: why a back-office request got no answer at all.
    noAnswer: 'The server could not be reached',
  },
  // Refusals of the API's request rules (not in the spec: no screen leads to them).
  requests: {
    filesNotAccepted: 'This address does not accept files.',
    jsonRequired: 'Send this request as JSON (Content-Type: application/json).',
    foreignOrigin: 'This request must come from the careers site itself.',
    // A form with files must state its size (Content-Length): a chunked upload is never read.
    lengthRequired: 'Send this form with its length (Content-Length): uploads of unknown length are not accepted.',
  },
  jobs: {
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
  },
  benefits: {
    allBenefits: 'All Benefits',
    noBenefits: 'No benefits available',
  },
  about: {
    joinOurJourney: 'Join Our Journey',
  },
  apply: {
    accuracyStatement: 'I hereby confirm that all the information provided is accurate to the best of my knowledge.',
    phoneHint: 'Include your country code, e.g. +973 or +966',
    fileTooLarge: 'File size must be less than 10MB',
    wrongCvType: 'Please upload a PDF, DOC, or DOCX file',
    invalidSubmission: 'Invalid submission detected',
    tooFast: 'Please take your time to fill the form carefully',
    cvRequired: 'Please upload your CV',
    confirmAccuracy: 'Please confirm that all information is accurate',
    submitFailed: 'Failed to submit application',
    // Not in the spec: the server's answers to what the modal cannot check itself.
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
  },
  signIn: {
    invalidCredentials: 'Invalid credentials. Please try again.',
    failedToGenerateCode: (message: string) => `Failed to generate OTP: ${message}`,
    failedToSendCode: (error?: string) => `Failed to send OTP email: ${error || 'Unknown error'}`,
    invalidOrExpiredCode: 'Invalid or expired OTP. Please try again.',
    adminNotFound: 'Admin account not found.',
    accountInactive: 'Account inactive: Your admin account has been deactivated. Contact system administrator.',
    authenticationFailed: 'Authentication failed. Please try again.',
    unexpectedError: (message: string) => `Unexpected error: ${message}`,
    forgotPasswordFailed: 'Failed to send reset email.',
    // Deliberate change 3: a reset link replaces the temporary password, and the answer never reveals an account.
    forgotPasswordSent: 'If that e-mail belongs to an admin account, a reset link is on its way. Check your email.',
    passwordTooShort: 'Password must be at least 8 characters.',
    passwordsDoNotMatch: 'Passwords do not match.',
    invalidResetToken: 'Invalid or missing reset token.',
    resetFailed: 'Failed to reset password.',
    invalidLink: 'Invalid Link',
    backToLogin: 'Back to Login',
    backToEmail: 'Back to Email',
    setupFailed: 'Failed to create admin user',
    setupSucceeded: 'Admin account created successfully! Redirecting to login...',
    errorFetchingContent: 'Error fetching content',
    // Not in the spec: answers of the server's own rules (DESIGN.md section 6 and deliberate change 4).
    tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    resendNotYet: 'A new code can be sent once the current one expires.',
    setupClosed: 'Setup is closed: an admin account already exists. Sign in instead.',
    signInRequired: 'Please sign in to continue.',
    notAllowed: 'You do not have permission to do this.',
    // Not in the spec: the password step sends no new code while the last one is still valid.
    codeStillValid: 'The code we sent you earlier is still valid. Enter it below.',
    // Not in the spec: a request was refused because the session ended.
    signedOut: 'Signed out',
  },
  dashboard: {
    title: 'Dashboard',
    subtitle: 'Overview of your recruitment system',
    noData: 'No data available',
    noApplicants: 'No applicants yet',
  },
  applications: {
    // Not in the spec: two recruiters changed one application at once and this change lost.
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
    statusHiredEmailFailed:
      'Status updated to hired, but failed to send congratulations email. You can resend it later.',
    statusHiredEmailSent: 'Status updated to hired and congratulations email sent successfully!',
    statusUpdatedEmailFailed: (error: string) => `Status updated but email failed to send. Error: ${error}`,
    rejectionEmailFailed: (error: string) => `Failed to send rejection email: ${error}`,
    // Not in the spec: the status history's reason when the system itself made the change.
    systemReasons: {
      intake: 'Application submitted',
      'auto-archive': 'Archived automatically',
      'automatic-rejection': 'Automatic rejection e-mail',
      'follow-up': 'Follow-up e-mail',
      scoring: 'AI scoring',
      // Not in the spec: a /cms editor saved the posting as closed (its applications archive as with Close).
      'posting-closed': 'Posting closed in the content manager',
    },
    // Not in the spec: the demo history's reason for a recruiter's change.
    updatedByRecruiter: 'Updated by recruiter',
    // Not in the spec: why a waiting rejection e-mail was cancelled (the e-mail log and its audit line).
    rejectionCancelled: {
      replaced: 'Cancelled: replaced by a newer rejection e-mail',
      noLongerRejected: 'Cancelled: the application is no longer rejected',
    },
  },
  // Not in the spec: the detail dialog's own empty texts and outcomes.
  applicationDialog: {
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
  },
  // Not in the spec: the Applications tab's own notices, in the style of its others.
  applicationsList: {
    selectFirst: 'Please select at least one application first.',
    noCvsInSelection: 'None of the selected applications has a CV to download.',
    rejectConfirm: (count: number) =>
      `Reject ${count} selected application(s) and send each applicant the rejection e-mail?`,
    rejectSummary: (succeeded: number, failed: number, alreadyRejected = 0) =>
      `${succeeded} rejection e-mail(s) sent; ${failed} failed.` +
      (alreadyRejected > 0 ? ` ${alreadyRejected} already rejected: no new e-mail sent.` : ''),
  },
  // Not in the spec: the application actions' own refusals and answers (issue 14).
  applicationActions: {
    pendingNotInList: 'Pending can be set from the application details only.',
    statusUpdated: 'Status updated successfully!',
    interviewScoreSaved: 'Interview score saved.',
    rejectionScheduled: 'Rejection email scheduled.',
    shortlisted: (count: number) => `${count} application(s) shortlisted.`,
    rejectionEmailNotQueued: 'The rejection e-mail could not be queued.',
  },
  // Not in the spec: what scoring reports beside the score, for recruiters and in the job log.
  scoring: {
    unreadableCv:
      'No extractable text in the CV (it may be a scanned image), so it was not scored. Please read it yourself.',
    // Not in the spec: why a CV that could not be read safely was given up (once, never retried).
    cvTooLarge:
      'The CV unpacks to far more than a CV holds (it may be a compressed bomb), so it was not read or scored. Please open it with care.',
    cvMalformed: 'The CV file is damaged and could not be read, so it was not scored. Please read it yourself.',
    cvTookTooLong: 'Reading the CV took too long, so it was stopped and not scored. Please read it yourself.',
    cvNeededTooMuchMemory:
      'Reading the CV needed too much memory, so it was stopped and not scored. Please read it yourself.',
    noCvFile: 'The CV file could not be found, so the application was not scored.',
    // Not in the spec: the application's posting was deleted before scoring ran.
    noPosting: 'The posting of this application no longer exists.',
    disabled: 'AI scoring is switched off in Settings.',
    invalidReply: 'The AI reply did not fit the expected format twice; any earlier result was kept.',
    injectionConcern:
      "The CV or a screening answer contains text addressed to automated screening (quoted below). Scoring read it only as the candidate's text, never as instructions; please read it yourself.",
    flaggedPassage: (passage: string) => `Addressed to automated screening: "${passage}"`,
    progress: (processed: number, total: number, succeeded: number, failed: number) =>
      `${processed} of ${total} processed: ${succeeded} succeeded, ${failed} failed`,
    secretSaved: 'Saved. The key is stored encrypted and will not be shown again.',
    secretCleared: 'Key removed.',
  },
  interviews: {
    scheduledButEmailFailed: (serverMessage: string) =>
      `Interview scheduled but failed to send email: ${serverMessage}`,
    scheduledAndInviteSent: 'Interview scheduled and calendar invite sent!',
    scheduleFailed: 'Failed to schedule interview. Please try again.',
    // Not in the spec: the link is opened from the invitation and the calendar, so a web address only.
    invalidMeetingLink: 'Please enter a meeting link starting with https:// or http://',
    // A second scheduling is refused with the footer's label (spec section 2).
    alreadyScheduled: 'Interview Scheduled',
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
  },
  hiring: {
    hireFailed: 'Failed to process hire. Please try again.',
    hireSucceeded: 'Candidate hired successfully! A congratulations email has been sent.',
    totalHired: 'Total Hired',
    statusHired: 'Hired',
    // Not in the spec: the congratulations e-mail's start date when hired by Change Status alone.
    startDateToBeConfirmed: 'to be confirmed',
  },
  jobsAdmin: {
    title: 'Jobs Management',
    subtitle: 'Manage job templates and postings',
    noActivePostings: 'No active job postings yet. Create a template first!',
    noInactivePostings: 'No inactive job postings.',
    noClosedPostings: 'No closed job postings.',
    enterTitleOrDetails: 'Please enter a job title or additional details',
    openAiKeyMissing: 'OpenAI API key not configured. Please add it in Settings.',
    generateFailed: 'Failed to generate job description. Please try again.',
    generateSucceeded: 'Job template generated successfully! Review and adjust as needed.',
    postingReopened: 'Job posting reopened successfully!',
    confirmDeleteTemplate: 'Delete this template? All associated postings will also be deleted.',
    confirmClosePosting: 'Close this posting? All related applications will be archived.',
    confirmMarkInactive: 'Mark this posting as inactive? You can reopen it later.',
    confirmDeletePosting: 'Delete this posting? Applications will be preserved.',
    confirmReopenPosting: 'Reopen this posting? It will be set to active.',
    confirmSetInactive: 'Set this posting to inactive? It will stop accepting applications.',
    confirmReopenJobPosting: 'Reopen this job posting?',
    confirmReopenClosedPosting: 'Reopen this closed job posting?',
    // Not in the spec: the other outcomes of the Jobs page, and a transition the posting's state refuses.
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
  },
  benefitsAdmin: {
    title: 'Benefits Management',
    noBenefitsYet: 'No benefits yet',
    createFirst: 'Create Your First Benefit',
    addNew: 'Add New Benefit',
    edit: 'Edit Benefit',
    // Not in the spec: the delete confirmation and the notices, in the style of its others.
    confirmDeleteTitle: 'Delete this benefit?',
    confirmDelete: (title: string) => `Delete the benefit "${title}"? It will be removed from the careers site.`,
    saved: 'Benefit saved successfully!',
    deleted: 'Benefit deleted successfully!',
    activated: 'Benefit activated successfully!',
    deactivated: 'Benefit deactivated successfully!',
    saveFailed: 'Failed to save benefit',
    deleteFailed: 'Failed to delete benefit',
    statusFailed: 'Failed to update benefit status',
  },
  // Not in the spec beyond 'Title is required': the Content Management tab's confirmation and notices.
  sectionsAdmin: {
    noSections: 'No sections on this page yet',
    confirmDeleteTitle: 'Delete this section?',
    confirmDelete: (title: string) => `Delete the section "${title}"? It will be removed from the careers site.`,
    saved: 'Section saved successfully!',
    deleted: 'Section deleted successfully!',
    activated: 'Section activated successfully!',
    deactivated: 'Section deactivated successfully!',
    moved: (title: string, position: number, count: number) => `${title} moved to position ${position} of ${count}`,
    saveFailed: 'Failed to save section',
    deleteFailed: 'Failed to delete section',
    statusFailed: 'Failed to update section status',
    moveFailed: 'Failed to move section',
    cannotMove: 'The section is already at that end of the page',
    // Not in the spec: a button's link is content, so only a page, an anchor or a web address is kept.
    unsafeLink: 'A button link must start with /, # or https://',
  },
  settings: {
    saving: 'Saving...',
    saved: 'Settings saved successfully!',
    saveFailed: 'Error saving settings. Check console for details.',
    templateSaved: 'Template saved successfully!',
    templateSaveFailed: 'Error saving template. Check console for details.',
    invalidEmail: 'Please enter a valid email address',
    testEmailSent: (email: string) => `Test email sent successfully to ${email}!`,
    sendEmailFailed: 'Failed to send email',
    themeUpdateFailed: 'Failed to update theme preference',
    // Not in the spec: the OpenAI key card under Advanced (write-only key, issue 10).
    aiKeySet: (hint: string | null) =>
      `An OpenAI API key is set${hint ? ` (${hint})` : ''}. Applications are scored with OpenAI.`,
    aiKeyMissing: 'No OpenAI API key is set. Applications are scored by the built-in offline scorer.',
    // Not in the spec: the theme saved message (its text is not shown), Advanced's actions, refusals.
    themeSaved: (theme: string) => `Theme set to ${theme}.`,
    rebuildRequested: 'A build of the public site has been requested.',
    retryQueued: 'Queued to run again.',
    nothingToRetry: 'Only failed work can be retried.',
    unknownSetting: (key: string) => `${key} is not a setting this form can change`,
    // Not in the spec: a refused Save Settings names the field the first problem is in.
    fieldInvalid: (field: string, problem: string) => `${field}: ${problem}`,
  },
  users: {
    // Deliberate change 2: at least 8 characters everywhere (the spec allowed 6 here).
    passwordTooShort: 'Password must be at least 8 characters long',
    passwordsDoNotMatch: 'Passwords do not match',
    emailMustDiffer: 'New email must be different from current email',
    createFailed: 'Failed to create user',
    updateEmailFailed: 'Failed to update email',
    updatePasswordFailed: 'Failed to update password',
    errorPrefix: (message: string) => `Error: ${message}`,
    statusUpdateFailed: 'Error updating user status',
    userUpdated: 'User updated successfully!',
    adminCreated: 'Admin account created successfully!',
    roleUpdated: 'Role updated successfully!',
    roleCreated: 'Role created successfully!',
    emailUpdated: 'Email updated successfully!',
    passwordUpdated: 'Password updated successfully!',
    chooseRole: 'Please choose a role',
    emailTaken: 'A user with this e-mail already exists',
    lastSuperAdmin: 'At least one active super_admin must remain',
    cannotDeactivateSelf: 'You cannot deactivate your own account',
    roleNameTaken: 'A role with this name already exists',
    builtInRoleLocked: 'Built-in roles cannot be edited',
    beyondOwnPermissions: 'You cannot give or manage permissions that your own role does not have',
    // Not in the spec: fallbacks, in its style, for the screens it gives none for.
    updateFailed: 'Failed to update user',
    roleCreateFailed: 'Failed to create role',
    roleUpdateFailed: 'Failed to update role',
    // Not in the spec (it has no user delete): the confirmation, in the style of its others.
    deleteUserTitle: 'Delete this user?',
    deleteUserConfirm: (email: string) =>
      `Delete the admin account ${email}? They are signed out at once and can no longer sign in. This cannot be undone.`,
    userDeleted: 'User deleted successfully!',
    deleteFailed: 'Failed to delete user',
    cannotDeleteSelf: 'You cannot delete your own account',
    // Not in the spec: the notice on a built-in role's page and on Settings without the flags.
    builtInRoleReadOnly: 'Built-in roles cannot be edited.',
    noUsersOrRolesPermission: 'You do not have permission to manage users or roles.',
  },
  // Not in the spec: the password rules (ASVS 6.2.4) and the re-authentication of one's own account
  // changes (issue 24), on every form that sets a password.
  passwords: {
    rule: 'At least 8 characters. Not a common password, and not containing the e-mail name (the part before @).',
    guessable:
      'This password is too easy to guess: it is a common password or contains the e-mail name. Please choose another.',
    currentRequired: 'Enter your current password to change your own e-mail or password.',
    currentWrong: 'Your current password is not correct.',
  },
  // Not in the spec: notices of a change to a back-office account, sent by the system itself (issue 24),
  // one paragraph a line.
  accountNotices: {
    emailChangedSubject: 'The e-mail address of your back-office account was changed',
    emailChangedBody: (name: string, from: string, to: string, by: string) => [
      `Hello ${name},`,
      `The e-mail address of your back-office account was changed from ${from} to ${to} by ${by}. Sign-in codes and password reset links now go to ${to}.`,
      'If you did not expect this change, tell your administrator at once.',
    ],
    passwordChangedSubject: 'The password of your back-office account was changed',
    passwordChangedBody: (name: string, email: string, by: string) => [
      `Hello ${name},`,
      `The password of your back-office account ${email} was changed by ${by}. Sessions of your account that were open elsewhere have been signed out.`,
      'If you did not expect this change, tell your administrator at once.',
    ],
    byYou: 'you',
    byAdmin: (name: string, email: string) => `${name} (${email})`,
    byResetLink: 'you, with a password reset link',
  },
  onboarding: {
    invalidLink: 'Invalid or expired onboarding link',
    alreadyCompleted: 'Onboarding has already been completed for this link',
    loadFailed: 'Failed to load onboarding form',
    submitFailed: 'Failed to submit onboarding form',
    documentsRequired: 'Please upload all required documents',
    complete: 'Onboarding Complete!',
    // Not in the spec: the server's and the form's checks of single fields and files.
    invalidCpr: 'CPR number must be 9 digits',
    invalidIban: 'Please enter a valid IBAN',
    invalidBirthdate: 'Please enter a valid birthdate',
    wrongDocumentType: 'Please upload a PDF, JPG, JPEG or PNG file',
    tooManyAttempts: 'Too many attempts from here. Please try again later.',
    // Not in the spec: the form's banner, naming the first field to correct.
    fieldProblem: (field: string, message: string) => `${field}: ${message}`,
  },
  // Not in the spec: deliberate change 8, and the media library of /cms (issue 12).
  emailTemplates: {
    securityTemplateActive: (name: string) =>
      `The ${name} e-mail cannot be deactivated: without it the code or private link it carries would never arrive.`,
    securityTemplateVariable: (name: string, variable: string) =>
      `The ${name} e-mail must keep {{${variable}}} in its body: that variable carries the code or link.`,
    securityTemplateKept: (name: string) => `The ${name} e-mail cannot be deleted or renamed.`,
    // Not in the spec: these e-mails carry sign-in codes and reset links, so changing them is a
    // way into any account; only an admin who already holds every permission may change or test them.
    securityTemplateFullAccessOnly: (name: string) =>
      `Only an administrator with every permission can change or test the ${name} e-mail, because it carries sign-in codes or private links.`,
    // An editor able to load an image could put the secret in its address and receive every code or link.
    securityTemplateOutsideContent: (name: string) =>
      `The ${name} e-mail cannot load images, styles or anything else from another address.`,
    securityTemplateSecretPlacement: (name: string, variable: string, secret: 'code' | 'link') =>
      secret === 'link'
        ? `The ${name} e-mail may use {{${variable}}} only as a link's whole address: <a href="{{${variable}}}">.`
        : `The ${name} e-mail may show {{${variable}}} only as text, never inside a tag.`,
    // Not in the spec: a placeholder its e-mail is never given would stop that e-mail, so it is not saved.
    unknownVariables: (unknown: readonly string[], allowed: readonly string[]) =>
      `${unknown.length === 1 ? 'Unknown variable' : 'Unknown variables'} ${unknown.map((name) => `{{${name}}}`).join(', ')}. ` +
      (allowed.length > 0
        ? `Allowed variables: ${allowed.map((name) => `{{${name}}}`).join(', ')}.`
        : 'This template has no variables.'),
    testSendLimit: (perHour: number) => `You can send at most ${perHour} test e-mails an hour. Please try again later.`,
  },
  // Not in the spec: the CV files' own answers (download, viewer, ZIP).
  cvFiles: {
    noCvFile: 'This application has no CV file.',
    tooMany: (max: number) => `At most ${max} CVs can be downloaded in one ZIP. Please narrow the selection.`,
    notReadable: 'The text of this CV could not be read. Please download it instead.',
  },
  media: {
    imagesOnly: 'Only images can be added to the media library: JPEG, PNG, GIF, WebP or AVIF files.',
  },
  validation: {
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
    // Not in the spec: Hire Candidate's salary and cost amounts.
    amountRequired: 'Please enter an amount',
    atMostTwoDecimals: 'Use at most two decimals',
    // Not in the spec: Schedule Interview's cap on additional interviewers.
    tooManyInterviewers: (max: number) => `Add at most ${max} additional interviewers`,
    // Not in the spec: a new role's name, once lowercased with underscores, keeps only these.
    roleNameCharacters: 'Use only letters, numbers, spaces and underscores in a role name',
    // Not in the spec: a request whose schema gave no message of its own.
    invalidInput: 'Invalid input',
    // Not in the spec: a NUL or another control character in a text (only tabs and line breaks may be).
    controlCharacter: (field: string) =>
      `${field || 'The text'} must not contain control characters (such as NUL); only tabs and line breaks are allowed`,
    // Not in the spec: a link someone opens, so only a web address.
    webAddress: 'Please enter a web address starting with https:// or http://',
  },
  // Not in the spec: what the pipeline board (issue 15) tells a screen reader while a card moves.
  pipelineBoard: {
    pickedUp: (name: string, status: string) => `Picked up ${name} from ${status}.`,
    over: (name: string, status: string) => `${name} is over ${status}.`,
    notOver: (name: string) => `${name} is not over a status column.`,
    dropped: (name: string, status: string) => `${name} dropped on ${status}.`,
    cancelled: (name: string, status: string) => `Move cancelled. ${name} stays in ${status}.`,
    notADropTarget: (status: string) => `Applications cannot be moved to ${status}.`,
    noApplications: 'No applications',
  },
  // Not in the spec: the interview agenda and the interviewers' private calendar feeds (issue 16 item 2).
  interviewAgenda: {
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
  },
  // Not in the spec: Hired Staff's own notices (issue 16).
  hiredStaff: {
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
  },
} as const;
