/**
 * The names of navigation, tabs, tiles, columns and buttons, in the product's wording used verbatim,
 * one file an area; the names we added on our own say so.
 * Messages (errors, confirmations, results) are in messages/.
 */

import {
  applicationDetail,
  applicationDialog,
  applicationsAdmin,
  applicationsList,
  pipelineBoard,
} from './applications';
import { dashboard } from './dashboard';
import { hireAdmin, hiredStaffAdmin, interviewAgenda, interviewsAdmin, jobsAdmin } from './hiring';
import { auditLogAdmin, privacyAdmin } from './privacy';
import { aiKey, benefitsAdmin, emailTemplatesAdmin, rolesAdmin, sectionsAdmin, settings, usersAdmin } from './settings';
import { accountCheck, accountFields, adminNav, backOffice, dialogs, signIn, theme } from './sign-in';
import {
  applyFormLabels,
  benefitsPageLabels,
  fileFieldLabels,
  homePageLabels,
  jobPageLabels,
  jobSearchLabels,
  maintenanceLabels,
  onboardingFormLabels,
  pageDescriptionsLabels,
  publicNavLabels,
  siteLayoutLabels,
} from './site';

// The site's islands import these one by one, so each carries only the names it shows.
export * from './site';

// An object literal of the areas' own constants: a bundle that never reads `labels` drops it whole.
export const labels = {
  publicNav: publicNavLabels,
  fileField: fileFieldLabels,
  onboardingForm: onboardingFormLabels,
  siteLayout: siteLayoutLabels,
  pageDescriptions: pageDescriptionsLabels,
  maintenance: maintenanceLabels,
  homePage: homePageLabels,
  benefitsPage: benefitsPageLabels,
  jobSearch: jobSearchLabels,
  jobPage: jobPageLabels,
  applyForm: applyFormLabels,
  adminNav,
  signIn,
  dialogs,
  theme,
  backOffice,
  accountFields,
  accountCheck,
  dashboard,
  applicationDetail,
  applicationDialog,
  applicationsAdmin,
  applicationsList,
  pipelineBoard,
  jobsAdmin,
  hireAdmin,
  interviewsAdmin,
  interviewAgenda,
  hiredStaffAdmin,
  benefitsAdmin,
  sectionsAdmin,
  settings,
  usersAdmin,
  rolesAdmin,
  aiKey,
  emailTemplatesAdmin,
  auditLogAdmin,
  privacyAdmin,
} as const;
