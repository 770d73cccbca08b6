/**
 * Every user-visible message in one folder, a file an area: the product's wording, used verbatim.
 * Texts we added or changed on purpose say so ("Our own addition", "Our own rule"), and why, beside them.
 */

import {
  applicationActionsMessages,
  applicationDialogMessages,
  applicationsListMessages,
  applicationsMessages,
  cvFilesMessages,
  dashboardMessages,
  pipelineBoardMessages,
  scoringMessages,
} from './applications';
import {
  hiredStaffMessages,
  hiringMessages,
  interviewAgendaMessages,
  interviewsMessages,
  jobsAdminMessages,
} from './hiring';
import { privacyMessages } from './privacy';
import { interviewKitMessages, scorecardsMessages } from './scorecards';
import { selfServiceMessages } from './self-service';
import {
  benefitsAdminMessages,
  emailTemplatesMessages,
  mediaMessages,
  sectionsAdminMessages,
  settingsMessages,
} from './settings';
import { accountNoticesMessages, passwordsMessages, signInMessages, usersMessages } from './sign-in';
import {
  aboutMessages,
  applyMessages,
  benefitsMessages,
  commonMessages,
  jobsMessages,
  onboardingMessages,
  requestsMessages,
  validationMessages,
} from './site';

export * from './applications';
export * from './hiring';
export * from './privacy';
export * from './scorecards';
export * from './self-service';
export * from './settings';
export * from './sign-in';
// Each area's own constants, for code that should carry only the texts it shows (the site's islands).
export * from './site';

// An object literal of the areas' constants: a bundle that never reads `messages` drops it whole.
export const messages = {
  common: commonMessages,
  requests: requestsMessages,
  jobs: jobsMessages,
  benefits: benefitsMessages,
  about: aboutMessages,
  apply: applyMessages,
  signIn: signInMessages,
  dashboard: dashboardMessages,
  applications: applicationsMessages,
  applicationDialog: applicationDialogMessages,
  applicationsList: applicationsListMessages,
  applicationActions: applicationActionsMessages,
  scoring: scoringMessages,
  interviews: interviewsMessages,
  hiring: hiringMessages,
  jobsAdmin: jobsAdminMessages,
  benefitsAdmin: benefitsAdminMessages,
  sectionsAdmin: sectionsAdminMessages,
  settings: settingsMessages,
  users: usersMessages,
  passwords: passwordsMessages,
  accountNotices: accountNoticesMessages,
  onboarding: onboardingMessages,
  emailTemplates: emailTemplatesMessages,
  cvFiles: cvFilesMessages,
  media: mediaMessages,
  validation: validationMessages,
  pipelineBoard: pipelineBoardMessages,
  interviewAgenda: interviewAgendaMessages,
  hiredStaff: hiredStaffMessages,
  privacy: privacyMessages,
  selfService: selfServiceMessages,
  interviewKit: interviewKitMessages,
  scorecards: scorecardsMessages,
};
