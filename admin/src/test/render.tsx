import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { authProvider } from '../providers/auth-provider';
import { dataProvider } from '../providers/data-provider';
import { i18nProvider } from '../providers/i18n-provider';

/** Where the router is, for tests that follow a dialog's URL. */
export function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a back-office component with the app's own providers, in `resource` when given. The
 * signed-in admin is forgotten first, so each test's /admin-auth/me answer is the one asked, and the
 * store (list sort, sidebar) starts empty: nothing carries over from another test.
 */
export async function renderInAdmin(ui: ReactNode, { resource, at = '/' }: { resource?: string; at?: string } = {}) {
  await authProvider.logout(undefined);
  return render(
    <MemoryRouter initialEntries={[at]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        {resource ? <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider> : ui}
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

/**
 * A resource's list mounted at `path` (e.g. '/benefits/*') as App.tsx's <Resource> mounts it, so its
 * dialogs are its own routes, opened at `at`, with Where beside it to follow the URL.
 */
export function renderResourceList(path: string, list: ReactNode, at: string) {
  return renderInAdmin(
    <>
      <Routes>
        <Route path={path} element={list} />
      </Routes>
      <Where />
    </>,
    { at },
  );
}
