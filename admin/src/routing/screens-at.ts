import { matchPath } from 'react-router-dom';
import type { LazyScreen } from './lazy-screen';
import * as screen from './screens';

/** The screens each path of the layout shows (App.tsx's routes), the more specific path first. */
const SCREENS_AT: ReadonlyArray<readonly [path: string, screens: ReadonlyArray<LazyScreen>]> = [
  ['/', [screen.DashboardPage]],
  ['/dashboard', [screen.DashboardPage]],
  ['/jobs/:postingId/board', [screen.PipelineBoardPage]],
  ['/jobs/*', [screen.jobs.list]],
  ['/applications', [screen.ApplicationsPage, screen.ApplicationsList]],
  ['/applications/cv-library', [screen.ApplicationsPage, screen.CvLibrary]],
  ['/applications/:id/:tab?', [screen.ApplicationsPage, screen.ApplicationsList, screen.ApplicationDetailDialog]],
  ['/interviews', [screen.InterviewAgendaPage]],
  ['/hired-staff', [screen.hiredStaff.list]],
  ['/hired-staff/:id', [screen.hiredStaff.list, screen.HiredEmployeeDialog]],
  ['/benefits/*', [screen.benefits.list]],
  ['/email-templates/*', [screen.emailTemplates.list]],
  ['/settings', [screen.SettingsPage]],
  ['/privacy', [screen.PrivacyPage]],
  ['/check-account', [screen.CheckAccountPage]],
];

/**
 * Starts fetching the code of the layout and of every screen `pathname` (under /admin2025) shows, so
 * they arrive side by side instead of each after the one around it rendered. A failed fetch is
 * left to the screen's own load, which tries again.
 */
export function fetchScreensAt(pathname: string): void {
  const screens = SCREENS_AT.find(([path]) => matchPath(path, pathname))?.[1];
  if (!screens) return;
  for (const { fetchCode } of [screen.AppLayout, ...screens]) fetchCode().catch(() => undefined);
}
