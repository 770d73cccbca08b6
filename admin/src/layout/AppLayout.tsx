import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { AppBar, Layout, TitlePortal, UserMenu, useGetIdentity } from 'react-admin';
import { useLocation } from 'react-router-dom';
import AppMenu from './AppMenu';
import SettingsTabs from './SettingsTabs';
import { settingsTabAt } from './settings-section';
import ThemeSwitch from './ThemeSwitch';

/** Every path change starts at the top of the page (back-office spec section 2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scroll is keyed on the path on purpose
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The user button is named by the admin's name it shows (axe: visible text must be part of the name). */
function BackOfficeUserMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName} />;
}

function BackOfficeAppBar() {
  return (
    <AppBar toolbar={<ThemeSwitch />} userMenu={<BackOfficeUserMenu />}>
      <TitlePortal />
    </AppBar>
  );
}

export default function AppLayout({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const settingsTab = settingsTabAt(pathname, search);
  return (
    <Layout menu={AppMenu} appBar={BackOfficeAppBar}>
      <ScrollToTop />
      {settingsTab && <SettingsTabs current={settingsTab} />}
      {children}
    </Layout>
  );
}
