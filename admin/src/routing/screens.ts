// The back office's screens as routes render them: each one's code is fetched when it first shows.
import type { ComponentType } from 'react';
import { lazyDialog, lazyFullPage, lazyPage } from './lazy-screen';

export const AppLayout = lazyFullPage(() => import('../layout/AppLayout'));
export const DashboardPage = lazyPage(() => import('../pages/dashboard/DashboardPage'));
export const JobsPage = lazyPage(() => import('../resources/jobs/JobsPage'));
export const PipelineBoardPage = lazyPage(() => import('../resources/applications/board/PipelineBoardPage'));
export const ApplicationsPage = lazyPage(() => import('../resources/applications/ApplicationsPage'));
export const ApplicationsList = lazyPage(() => import('../resources/applications/ApplicationsList'));
export const CvLibrary = lazyPage(() => import('../resources/applications/cv-library/CvLibrary'));
export const ApplicationDetailDialog = lazyDialog(
  (): Promise<{ default: ComponentType }> =>
    import('../resources/applications/detail/ApplicationDetailDialog').then((screen) => ({
      default: screen.ApplicationDetailDialog,
    })),
);
export const InterviewAgendaPage = lazyPage(() => import('../pages/interviews/InterviewAgendaPage'));
export const HiredStaffPage = lazyPage(() => import('../resources/hired-staff/HiredStaffPage'));
export const HiredEmployeeDialog = lazyDialog(() => import('../resources/hired-staff/HiredEmployeeDialog'));
export const BenefitsPage = lazyPage(() => import('../resources/benefits/BenefitsPage'));
export const EmailTemplatesPage = lazyPage(() => import('../pages/email-templates/EmailTemplatesPage'));
export const SettingsPage = lazyPage(() => import('../pages/SettingsPage'));
export const CheckAccountPage = lazyPage(() => import('../sign-in/CheckAccountPage'));
export const SetupPage = lazyFullPage(() => import('../sign-in/SetupPage'));
export const ResetPasswordPage = lazyFullPage(() => import('../sign-in/ResetPasswordPage'));
