import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { useLocation } from 'react-router-dom';
import AppMenu from './AppMenu';
import ProfileMenu from './ProfileMenu';
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

function BackOfficeAppBar() {
  return (
    <AppBar toolbar={<ThemeSwitch />} userMenu={<ProfileMenu />}>
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
