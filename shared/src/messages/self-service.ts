import type { ApplicationStatus } from '../constants/applications';

// Our own addition: the candidate's own page and its e-mails, in the candidate's words.

export const selfServiceMessages = {
  pageTitle: 'Your applications and your data',
  intro:
    'Here you can see where your applications stand, download a copy of everything we hold about you, correct your contact details, withdraw an application or ask us to erase your data.',
  loading: 'Opening your applications…',
  linkInvalid: 'This link does not work any more. Ask for a new one below.',
  statuses: {
    pending: 'Received',
    new: 'Received',
    reviewed: 'Being reviewed',
    shortlisted: 'Shortlisted',
    interviewed: 'Interviewed',
    hired: 'Hired',
    rejected: 'Not selected',
    withdrawn: 'Withdrawn by you',
  } satisfies Record<ApplicationStatus, string>,
  applicationsTitle: 'Your applications',
  noApplications: 'There are no applications under this address any more.',
  appliedOn: (date: string) => `Applied on ${date}`,
  reference: (reference: string) => `Reference ${reference}`,
  withdraw: 'Withdraw this application',
  withdrawConfirm: 'Withdraw this application? We will stop considering it and send you no more e-mails about it.',
  withdrawn: 'Your application is withdrawn. We will not consider it further.',
  contactTitle: 'Your contact details',
  fullName: 'Full name',
  phone: 'Phone',
  email: 'E-mail',
  emailFixed: 'Your e-mail address is how we know you. To use another one, apply with it.',
  saveContact: 'Save contact details',
  contactSaved: 'Your contact details are corrected on every application.',
  copyTitle: 'A copy of your data',
  copyHint:
    'A ZIP file with everything we hold about you: your details and answers, the status history, interviews and assessments (the AI score and the interviewers’ scorecards) as JSON, and the files you sent. Only the interviewers’ private notes for the hiring team are left out: they hold an interviewer’s working views and may name other people.',
  copyWithheld:
    'Left out: the private notes interviewers write for the hiring team. They hold an interviewer’s working views and may name other people; ask us in writing and we will tell you what they say about you. Everything else we hold about you is here.',
  copyBusy: 'Your copy is already being prepared. Please wait for it to finish, then try again.',
  downloadCopy: 'Download my data',
  eraseTitle: 'Erase your data',
  eraseHint:
    'We erase your name, contact details, answers, files and our e-mails to you from every application at once. Only figures without your name stay. This cannot be undone.',
  eraseEmployeeNote:
    'If you joined us, your employee record (identity, bank and emergency-contact details and your documents) stays with Human Resources as employment law requires, and is not erased here. Please ask Human Resources about it.',
  erase: 'Erase my data',
  eraseConfirm: 'Erase all your data now? This cannot be undone, and this link stops working.',
  erased: 'Your data is erased. This link no longer opens anything.',
  erasedEmployeeKept:
    'Your application data is erased. Your employee record (identity, bank and emergency-contact details and your documents) stays with Human Resources, as employment law requires: please ask them about it. This link no longer opens anything.',
  erasedPartly: (held: number) =>
    `We erased your data, except ${held === 1 ? 'one application' : `${held} applications`} we must keep for a legal matter. We recorded your request and will erase ${held === 1 ? 'it' : 'them'} as soon as the matter ends.`,
  erasureRecorded:
    'We must keep your data for a legal matter for now. We recorded your request and will erase it as soon as the matter ends.',
  linkExpires: (date: string) => `This link works until ${date}.`,
  lostLinkTitle: 'Lost your link?',
  lostLinkHint: 'Enter the e-mail address you applied with and we will send you a new link.',
  sendLink: 'Send me a new link',
  lostLinkSent:
    'If you applied with this address, a new link is on its way. Check your inbox (and spam folder) in a few minutes.',
  tooManyRequests: 'Too many requests. Please wait a little and try again.',
  cancel: 'Cancel',
  somethingWrong: 'Something went wrong. Please try again in a moment.',
  // The paragraph every confirmation e-mail ends with, and the e-mail a lost link sends.
  emailLinkLine:
    'You can see where your applications stand, download a copy of your data, correct your contact details, withdraw or ask us to erase your data at any time on your private page:',
  emailLinkPrivate: 'This link is yours alone: do not forward it.',
  lostLinkSubject: 'Your private link to your applications',
  lostLinkGreeting: 'Hello,',
  lostLinkBody: 'You asked for a new link to your applications and your data. Here it is:',
  lostLinkIgnore: 'If you did not ask for it, you can ignore this e-mail; earlier links keep working.',
} as const;
