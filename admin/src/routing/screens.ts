// The back office's screens as routes render them: each one's code is fetched when it first shows.
// A resource's screens are its index's; the pages outside resources are made lazy here.
import { lazyFullPage, lazyPage } from './lazy-screen';

export {
  ApplicationDetailDialog,
  ApplicationsList,
  ApplicationsPage,
  CvLibrary,
  PipelineBoardPage,
} from '../resources/applications';
export { default as benefits } from '../resources/benefits';
export { default as emailTemplates } from '../resources/email-templates';
export { default as hiredStaff, HiredEmployeeDialog } from '../resources/hired-staff';
export { default as jobs } from '../resources/jobs';

export const AppLayout = lazyFullPage(() => import('../layout/AppLayout'));
export const DashboardPage = lazyPage(() => import('../pages/dashboard/DashboardPage'));
export const InterviewAgendaPage = lazyPage(() => import('../pages/interviews/InterviewAgendaPage'));
export const SettingsPage = lazyPage(() => import('../pages/SettingsPage'));
export const PrivacyPage = lazyPage(() => import('../pages/privacy/PrivacyPage'));
export const CheckAccountPage = lazyPage(() => import('../sign-in/CheckAccountPage'));
export const SetupPage = lazyFullPage(() => import('../sign-in/SetupPage'));
export const ResetPasswordPage = lazyFullPage(() => import('../sign-in/ResetPasswordPage'));
