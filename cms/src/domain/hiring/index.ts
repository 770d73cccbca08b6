// Hiring (docs/requirements.md#hiring-and-hired-staff): the hire, the congratulations with the new hire's
// single-use onboarding link, a new link from Hired Staff, the new hire's form and what Hired Staff
// reads of the employee. It changes applications only through the changes API.
export type { HiringEmail } from './congratulations';
export {
  HIRED_EMPLOYEE_POPULATE,
  hiredEmployeeDetail,
  hiredEmployeeListItem,
  type StoredEmployee,
} from './employee-output';
export { admitOnboardingSubmission, countOnboardingRequest } from './form-admission';
export { hireApplicant } from './hire';
export { congratulateHired } from './hired-by-status';
export { findOnboardingLink } from './hired-employee';
export { sendNewOnboardingLink } from './new-link';
export { completeOnboarding } from './onboarding-form';
export { issueOnboardingToken, ONBOARDING_TOKEN } from './onboarding-link';
export { openOnboardingDocumentAudited, readPrivateDataAudited } from './private-reads';
