// Our own addition: candidate privacy under Bahrain's Personal Data Protection Law (Law No. 30 of 2018).
// The notice's texts are the defaults of the privacy page section, which admins edit (each edit is a
// new version, and every application records the version its candidate accepted).

export const privacyNoticeDefaults = {
  title: 'Privacy notice',
  summary:
    'We use the details and files you send only to consider you for this position and, if you are hired, to ' +
    'onboard you. Recruiters and the hiring team can see them. We keep them no longer than recruitment and the ' +
    'law require. Your confirmation e-mail has a private link where you can download a copy of your data, ' +
    'correct it, withdraw or have it erased at any time.',
  content:
    'Who we are: the company named on this site is the data controller for your application.\n\n' +
    'What we collect: your name, e-mail, phone, nationality, years of experience, your answers to the ' +
    'screening questions, your CV and any supporting documents, and the dates and outcome of each step.\n\n' +
    'Why: to assess your application for the position you chose, to contact you about it, and, if you are ' +
    'hired, to prepare your employment. The lawful basis is your consent, given when you apply, and the steps ' +
    'needed before entering into a contract with you.\n\n' +
    'AI-assisted screening: only if you agree, your CV text is scored by an external AI provider whose servers ' +
    'may be outside Bahrain; your name, e-mail and phone are removed from the text first. Without your ' +
    'agreement your CV is scored on our own servers only. Either way a person makes every decision.\n\n' +
    'Who sees it: the recruiters and hiring team of this company, and our e-mail provider for the messages we ' +
    'send you. We do not sell or share your data for marketing.\n\n' +
    'How long: only as long as the recruitment for the position and the law require. If you are not selected or ' +
    'you withdraw, your data is erased on a fixed schedule after the final decision (12 months unless we tell you ' +
    'otherwise), except where a legal matter requires us to keep it until it ends. For a new hire, the ID ' +
    'documents and bank details are erased some months after onboarding; what HR needs for your employment ' +
    'stays.\n\n' +
    'Your rights: you may see what we hold about you, have it corrected or erased, withdraw your application or ' +
    'your consent, and object to its processing. The confirmation e-mail we send you has a private link to a page ' +
    'where you can see your applications, download a copy of your data as a ZIP file, correct your name and phone, ' +
    'withdraw an application or have your data erased at once. If you lose the link, ask for a new one on the page ' +
    '/my-applications/ of this site. You may also write to the contact address on this site.',
} as const;

export const privacyMessages = {
  consentLabel: 'I have read the privacy notice and agree to the processing of my personal data for this application.',
  consentRequired: 'Please accept the privacy notice to apply',
  aiConsentLabel:
    'I agree that an external AI provider, possibly outside Bahrain, may help screen my CV (optional; without it, ' +
    'my CV is scored on the company’s own servers only).',
  readTheNotice: 'Read the full privacy notice',
  unknownNoticeVersion: 'The privacy notice has changed. Please reload the page and apply again.',
  offlineOnly: 'Scored offline only: the candidate did not consent to AI-assisted screening by an external provider.',
  consentFact: 'Privacy consent',
  legalHold: 'Legal hold',
  placeLegalHold: 'Place on Legal Hold',
  releaseLegalHold: 'Release Legal Hold',
  legalHoldReason: 'Reason for the hold',
  legalHoldReasonRequired: 'Give the reason for the legal hold',
  legalHoldPlaced: 'The application is on legal hold: it will not be erased until the hold is released.',
  legalHoldReleased: 'The legal hold is released.',
  onLegalHold: (since: string, reason: string) => `On legal hold since ${since}: ${reason}`,
  releaseLegalHoldConfirm: 'Release the legal hold? The application may then be erased when its retention period ends.',
  aiProviderAbroad: (host: string) =>
    `AI requests go to ${host}, outside Bahrain. A candidate's CV goes there only with their consent, and with ` +
    'their name, e-mail and phone removed.',
  aiProviderInBahrain: (host: string) =>
    `AI requests go to ${host}, configured as inside Bahrain. A candidate's CV goes there only with their ` +
    'consent, and with their name, e-mail and phone removed.',
  noticeVersion: (version: number) => `Version ${version} of this notice.`,
  erasedCandidate: 'Erased candidate',
  erasedApplication: (on: string) =>
    `The candidate's personal data was erased on ${on}. The status, dates and scores stay for the figures.`,
  withdrawnCannotMove:
    'The candidate withdrew this application, so it can no longer change (only archiving and a legal hold still can).',
  erasedField: 'Erased',
  erasedCannotChange: "This application's personal data was erased, so it can't be changed.",
  eraseOnRequest: 'Erase Personal Data',
  eraseOnRequestConfirm:
    "Erase this candidate's personal data at their request? Every application from the same e-mail address is erased now, except any on legal hold. This cannot be undone.",
  // Our own addition: a hire's employee record is HR's, kept under employment law, not erased with the applications.
  employeeRecordKept: 'The employee record in Hired Staff is kept: it is needed for the employment.',
  erasedOnRequest: (erased: number, held: number) =>
    held === 0
      ? `Erased ${erased === 1 ? '1 application' : `${erased} applications`}. The request is in the Privacy register.`
      : `Erased ${erased === 1 ? '1 application' : `${erased} applications`}; ${held === 1 ? '1 is' : `${held} are`} on legal hold and stay until released. The request is in the Privacy register.`,
  erasureRules: {
    retention_rejected: 'retention period for rejected and withdrawn candidates',
    retention_onboarding: 'retention period for onboarding documents',
    retention_audit: 'retention period for audit log entries',
    candidate_request: "the candidate's request",
  },
  consentRecorded: (version: number, at: string) => `Privacy notice version ${version} accepted on ${at}`,
} as const;
