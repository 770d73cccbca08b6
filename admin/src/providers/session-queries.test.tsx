import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, useAuthState, useGetIdentity, usePermissions, useTheme } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionBeforeFirstRender } from '../start-early';
import { serve, signedInAs } from '../test/server';
import { darkTheme, lightTheme } from '../theme';
import { authProvider, currentProfile, type Profile } from './auth-provider';
import { dataProvider } from './data-provider';
import { i18nProvider } from './i18n-provider';
import { queryClient, seedSession } from './session-queries';
import { store } from './store';

/** Writes what react-admin's session hooks answer in its render into `answers`, the first time only. */
function Probe({ answers }: { answers: string[] }) {
  const auth = useAuthState();
  const { permissions, isPending: permissionsPending } = usePermissions();
  const { identity, isPending: identityPending } = useGetIdentity();
  // As react-admin's ThemeProvider asks it, with App's default.
  const [theme] = useTheme('dark');
  if (answers.length === 0) {
    answers.push(
      `theme ${theme}`,
      auth.isPending ? 'auth pending' : `authenticated ${String(auth.authenticated)}`,
      permissionsPending ? 'permissions pending' : `view_analytics ${String(permissions?.view_analytics)}`,
      identityPending ? 'identity pending' : `name ${identity?.fullName}`,
    );
  }
  return null;
}

/** What react-admin's session hooks and theme answer in the very first render of a screen. */
function renderFirstAnswers(client: QueryClient) {
  const first: string[] = [];
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={client === queryClient ? store : memoryStore()}
        theme={lightTheme}
        darkTheme={darkTheme}
        defaultTheme="dark"
        queryClient={client}
      >
        <Probe answers={first} />
      </AdminContext>
    </MemoryRouter>,
  );
  return first;
}

afterEach(() => queryClient.clear());

describe("the session's answer in react-admin's cache before the first render", () => {
  it('lets the first render know who is signed in, in their theme (without it, every session hook is still pending)', async () => {
    const lightAdmin = signedInAs('viewer');
    Object.assign((lightAdmin.body as { data: object }).data, { theme_preference: 'light' });
    serve({ 'GET /api/admin-auth/me': lightAdmin });
    await authProvider.logout(undefined);
    store.removeItem('theme');

    expect(renderFirstAnswers(new QueryClient())).toEqual([
      'theme dark',
      'auth pending',
      'permissions pending',
      'identity pending',
    ]);

    await sessionBeforeFirstRender(currentProfile());
    expect(renderFirstAnswers(queryClient)).toEqual([
      'theme light',
      'authenticated true',
      'view_analytics true',
      'name Test Admin',
    ]);
  });

  it('does not hold the first render back for a slow answer, nor fill the cache once it is drawn', async () => {
    let answer: (profile: Profile) => void = () => undefined;
    const slow = new Promise<Profile>((resolve) => {
      answer = resolve;
    });
    await sessionBeforeFirstRender(slow, 10);
    serve({ 'GET /api/admin-auth/me': signedInAs('viewer') });
    await authProvider.logout(undefined);
    answer(await currentProfile());
    await slow;
    expect(queryClient.getQueryData(['auth', 'getPermissions', {}])).toBeUndefined();
  });

  it('renders at once where no session is asked for (the sign-in page)', async () => {
    await sessionBeforeFirstRender(null, 60_000);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

it('seedSession fills what authProvider.getIdentity would answer', async () => {
  serve({ 'GET /api/admin-auth/me': signedInAs('recruiter') });
  await authProvider.logout(undefined);
  seedSession(await currentProfile());
  expect(queryClient.getQueryData(['auth', 'getIdentity'])).toEqual(await authProvider.getIdentity?.());
});
