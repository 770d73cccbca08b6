// Requests the first screen needs, sent as soon as the entry script runs: the session check, the
// current path's screens and, on the dashboard, its figures. Sent later, each would wait for the
// one before it (session, then layout, then page, then data).
import { ADMIN_BASE_PATH } from '@careers/shared/client';
import { askMetricsEarly } from './pages/dashboard/early-metrics';
import { currentProfile, type Profile } from './providers/auth-provider';
import { seedSession } from './providers/session-queries';
import { fetchScreensAt } from './routing/screens-at';

const DASHBOARD_PATHS = ['/', '/dashboard'];

/** How long the first render waits for the session's answer before it shows the loading screen. */
const SESSION_WAIT_MS = 200;

/** Sends the early requests; gives back the session's answer (none is asked on the sign-in page). */
export function startEarly({ pathname, search }: Pick<Location, 'pathname' | 'search'>): Promise<Profile> | null {
  const path = pathname.slice(ADMIN_BASE_PATH.length) || '/';
  // The sign-in page checks no session; every other page starts by asking who is signed in.
  if (path === '/login') return null;
  const session = currentProfile();
  session.catch(() => undefined);
  fetchScreensAt(path);
  if (DASHBOARD_PATHS.includes(path)) askMetricsEarly(path === '/' ? '' : search);
  return session;
}

/**
 * Resolves when the session's answer is in react-admin's cache, or after `waitMs` without it. The
 * answer (asked for by index.html) usually came while the code downloaded; a slow one, or a refusal,
 * leaves the checks to react-admin as usual, behind its loading screen.
 */
export function sessionBeforeFirstRender(session: Promise<Profile> | null, waitMs = SESSION_WAIT_MS): Promise<void> {
  if (!session) return Promise.resolve();
  let rendering = false;
  const seeded = session.then(
    (profile) => {
      // Too late for the first render: react-admin's own checks are on their way by now.
      if (!rendering) seedSession(profile);
    },
    () => undefined,
  );
  const waited = new Promise<void>((resolve) => setTimeout(resolve, waitMs));
  return Promise.race([seeded, waited]).then(() => {
    rendering = true;
  });
}
