import type { ReactNode } from 'react';
import { memo, useEffect } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { useLocation } from 'react-router-dom';
import AppMenu from './AppMenu';
import ProfileMenu from './ProfileMenu';
import SettingsTabs from './SettingsTabs';
import { settingsTabAt } from './settings-section';
import ThemeSwitch from './ThemeSwitch';

/** Every path change starts at the top of the page (docs/requirements.md#recruiter-in-the-back-office-admin2025). */
function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scroll is keyed on the path on purpose
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

// react-admin's Layout renders again whenever its routes do (twice more as a cold start settles);
// the app bar and the menu take no props from it, so each draws again only for its own state.
const BackOfficeAppBar = memo(function BackOfficeAppBar() {
  return (
    <AppBar toolbar={<ThemeSwitch />} userMenu={<ProfileMenu />}>
      <TitlePortal />
    </AppBar>
  );
});
const BackOfficeMenu = memo(AppMenu);

/**
 * react-admin's layout grows to fit its widest content (minWidth: fit-content), so one wide table made
 * every page scroll sideways; here the page keeps the window's width and a wide table scrolls in its box.
 */
const fitTheWindow = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } as const;

export default function AppLayout({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const settingsTab = settingsTabAt(pathname, search);
  return (
    <Layout menu={BackOfficeMenu} appBar={BackOfficeAppBar} sx={fitTheWindow}>
      <ScrollToTop />
      {settingsTab && <SettingsTabs current={settingsTab} />}
      {children}
    </Layout>
  );
}
