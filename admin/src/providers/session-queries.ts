// react-admin's auth hooks (useAuthState, usePermissions, useGetIdentity) ask the authProvider through
// react-query, so on a cold start each is pending in the first render however early the session's
// answer came: the back office drew a loading screen, then the layout, then the layout again for
// each answer. With the answer put in their cache before the first render, the layout draws at once.
import { QueryClient } from '@tanstack/react-query';
import { identityOf, type Profile } from './auth-provider';
import { store } from './store';

/** react-query's cache, for react-admin (AdminContext) and our own queries. */
export const queryClient = new QueryClient();

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * Fills react-admin's session queries (its own keys, ra-core 5) with `profile`, as the authProvider
 * answers them, and its theme with the admin's: a new browser otherwise drew the default theme first,
 * then the admin's (the theme switch set it after the first render), every style twice.
 */
export function seedSession(profile: Profile): void {
  store.setItem('theme', profile.theme_preference);
  // Stale at once (react-admin sets no staleTime for it), the check would be asked again as the layout
  // mounts and draw the whole back office twice more; its answer is the kept profile in any case.
  queryClient.setQueryDefaults(['auth', 'checkAuth'], { staleTime: FIVE_MINUTES });
  queryClient.setQueryData(['auth', 'checkAuth', {}], true);
  queryClient.setQueryData(['auth', 'getPermissions', {}], profile.permissions);
  queryClient.setQueryData(['auth', 'getIdentity'], identityOf(profile));
}
