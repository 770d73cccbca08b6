// Requests the first screen needs, sent as soon as the entry script runs: the session check, the
// current path's screens and, on the dashboard, its figures. Sent later, each would wait for the
// one before it (session, then layout, then page, then data).
import { ADMIN_BASE_PATH } from '@careers/shared/client';
import { askMetricsEarly } from './pages/dashboard/early-metrics';
import { currentProfile } from './providers/auth-provider';
import { fetchScreensAt } from './routing/screens-at';

const DASHBOARD_PATHS = ['/', '/dashboard'];

export function startEarly({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  const path = pathname.slice(ADMIN_BASE_PATH.length) || '/';
  // The sign-in page checks no session; every other page starts by asking who is signed in.
  if (path === '/login') return;
  currentProfile().catch(() => undefined);
  fetchScreensAt(path);
  if (DASHBOARD_PATHS.includes(path)) askMetricsEarly(path === '/' ? '' : search);
}
