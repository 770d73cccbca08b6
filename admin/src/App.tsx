import { labels } from '@careers/shared/client';
import { CssBaseline, createTheme, ThemeProvider } from '@mui/material';
import { useEffect } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import AppLayout from './layout/AppLayout';
import ConnectionErrorScreen from './layout/ConnectionErrorScreen';
import DashboardPage from './pages/dashboard/DashboardPage';
import EmailTemplatesPage from './pages/email-templates/EmailTemplatesPage';
import InterviewAgendaPage from './pages/interviews/InterviewAgendaPage';
import SettingsPage from './pages/SettingsPage';
import { authProvider } from './providers/auth-provider';
import { useConnectionLost } from './providers/connection';
import { dataProvider } from './providers/data-provider';
import { i18nProvider } from './providers/i18n-provider';
import {
  ApplicationDetailDialog,
  ApplicationsList,
  ApplicationsPage,
  CvLibrary,
  PipelineBoardPage,
} from './resources/applications';
import { BenefitsPage } from './resources/benefits';
import { HiredEmployeeDialog, HiredStaffPage } from './resources/hired-staff';
import { JobsPage } from './resources/jobs';
import roles from './resources/roles';
import users from './resources/users';
import CheckAccountPage from './sign-in/CheckAccountPage';
import LoginPage from './sign-in/LoginPage';
import ResetPasswordPage from './sign-in/ResetPasswordPage';
import SetupPage from './sign-in/SetupPage';
import { darkTheme, lightTheme } from './theme';

/** Any path the back office does not know leads to the public site (back-office spec section 2). */
function LeaveForSite() {
  useEffect(() => {
    window.location.replace('/');
  }, []);
  return null;
}

const errorTheme = createTheme(darkTheme);

export default function App() {
  const connectionLost = useConnectionLost();
  if (connectionLost) {
    return (
      <ThemeProvider theme={errorTheme}>
        <CssBaseline />
        <ConnectionErrorScreen error={connectionLost} />
      </ThemeProvider>
    );
  }
  // Real paths under /admin2025 (react-admin's default router would use the URL hash).
  return (
    <BrowserRouter basename="/admin2025">
      <Admin
        title={labels.backOffice.title}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        loginPage={LoginPage}
        layout={AppLayout}
        error={ConnectionErrorScreen}
        catchAll={LeaveForSite}
        theme={lightTheme}
        darkTheme={darkTheme}
        defaultTheme="dark"
        requireAuth
        disableTelemetry
      >
        <Resource name="users" {...users} />
        <Resource name="roles" {...roles} />
        <CustomRoutes>
          <Route path="/" element={<Navigate to="/dashboard" replace />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/jobs" element={<JobsPage />} />
          <Route path="/jobs/:postingId/board" element={<PipelineBoardPage />} />
          <Route path="/applications" element={<ApplicationsPage />}>
            <Route path="cv-library" element={<CvLibrary />} />
            <Route element={<ApplicationsList />}>
              <Route index element={null} />
              {/* The detail dialog, over the list. */}
              <Route path=":id/:tab?" element={<ApplicationDetailDialog />} />
            </Route>
          </Route>
          <Route path="/interviews" element={<InterviewAgendaPage />} />
          <Route path="/hired-staff" element={<HiredStaffPage />}>
            <Route index element={null} />
            {/* One employee's detail, over the list. */}
            <Route path=":id" element={<HiredEmployeeDialog />} />
          </Route>
          <Route path="/benefits" element={<BenefitsPage />} />
          <Route path="/email-templates" element={<EmailTemplatesPage />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="/check-account" element={<CheckAccountPage />} />
        </CustomRoutes>
        <CustomRoutes noLayout>
          <Route path="/setup" element={<SetupPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
