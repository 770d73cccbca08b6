import { labels } from '@careers/shared/client';
import { CssBaseline, createTheme, ThemeProvider } from '@mui/material';
import { useEffect } from 'react';
import { AdminContext, CustomRoutes, LoadingPage, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import BackOfficeUI from './layout/BackOfficeUI';
import ConnectionErrorScreen from './layout/ConnectionErrorScreen';
import { authProvider } from './providers/auth-provider';
import { useConnectionLost } from './providers/connection';
import { dataProvider } from './providers/data-provider';
import { i18nProvider } from './providers/i18n-provider';
import { queryClient } from './providers/session-queries';
import { store } from './providers/store';
import auditLog from './resources/audit-log';
import roles from './resources/roles';
import users from './resources/users';
import ScreensAhead from './routing/ScreensAhead';
import {
  AppLayout,
  ApplicationDetailDialog,
  ApplicationsList,
  ApplicationsPage,
  benefits,
  CheckAccountPage,
  CvLibrary,
  DashboardPage,
  emailTemplates,
  hiredStaff,
  InterviewAgendaPage,
  jobs,
  PipelineBoardPage,
  PrivacyPage,
  ResetPasswordPage,
  SettingsPage,
  SetupPage,
} from './routing/screens';
import LoginPage from './sign-in/LoginPage';
import { darkTheme, lightTheme } from './theme';

/** Any path the back office does not know leads to the public site (docs/requirements.md#recruiter-in-the-back-office-admin2025). */
function LeaveForSite() {
  useEffect(() => {
    window.location.replace('/');
  }, []);
  return null;
}

/**
 * react-admin's <Admin>, taken apart (AdminContext, then BackOfficeUI) so that the sign-in page loads
 * its form and react-admin's core only: every screen behind it is fetched when it first shows.
 */
export default function App() {
  const connectionLost = useConnectionLost();
  if (connectionLost) {
    return (
      // Made only here: a theme is some milliseconds of every start, and this screen is rare.
      <ThemeProvider theme={createTheme(darkTheme)}>
        <CssBaseline />
        <ConnectionErrorScreen error={connectionLost} />
      </ThemeProvider>
    );
  }
  // Real paths under /admin2025 (react-admin's default router would use the URL hash).
  return (
    <BrowserRouter basename="/admin2025">
      <ScreensAhead />
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
        theme={lightTheme}
        darkTheme={darkTheme}
        defaultTheme="dark"
      >
        <BackOfficeUI
          title={labels.backOffice.title}
          loginPage={LoginPage}
          layout={AppLayout}
          loading={LoadingPage}
          error={ConnectionErrorScreen}
          catchAll={LeaveForSite}
          requireAuth
          disableTelemetry
        >
          <Resource name="users" {...users} />
          <Resource name="audit-log" {...auditLog} />
          <Resource name="roles" {...roles} />
          <Resource name="benefits" {...benefits} />
          <Resource name="hired-staff" {...hiredStaff} />
          <Resource name="email-templates" {...emailTemplates} />
          <Resource name="jobs" {...jobs}>
            {/* A posting's pipeline board, a page of its own beside the list. */}
            <Route path=":postingId/board" element={<PipelineBoardPage />} />
          </Resource>
          <CustomRoutes>
            <Route path="/" element={<Navigate to="/dashboard" replace />} />
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/applications" element={<ApplicationsPage />}>
              <Route path="cv-library" element={<CvLibrary />} />
              <Route element={<ApplicationsList />}>
                <Route index element={null} />
                {/* The detail dialog, over the list. */}
                <Route path=":id/:tab?" element={<ApplicationDetailDialog />} />
              </Route>
            </Route>
            <Route path="/interviews" element={<InterviewAgendaPage />} />
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/privacy" element={<PrivacyPage />} />
            <Route path="/check-account" element={<CheckAccountPage />} />
          </CustomRoutes>
          <CustomRoutes noLayout>
            <Route path="/setup" element={<SetupPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
          </CustomRoutes>
        </BackOfficeUI>
      </AdminContext>
    </BrowserRouter>
  );
}
