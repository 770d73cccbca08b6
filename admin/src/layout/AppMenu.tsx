import { labels } from '@careers/shared/client';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EmailIcon from '@mui/icons-material/Email';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import LanguageIcon from '@mui/icons-material/Language';
import LogoutIcon from '@mui/icons-material/Logout';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import WorkIcon from '@mui/icons-material/Work';
import { Menu, MenuItemLinkClasses, type MenuItemLinkProps, useLogout } from 'react-admin';
import { matchPath, useLocation } from 'react-router-dom';
import MenuAction from './MenuAction';
import { USERS_AND_ROLES_PATHS } from './settings-section';

/** A menu entry, marked current (for eyes and for screen readers) on its page and on `alsoOn` pages. */
function NavItem({ to, alsoOn = [], ...props }: MenuItemLinkProps & { to: string; alsoOn?: string[] }) {
  const { pathname } = useLocation();
  const current = [to, ...alsoOn].some((path) => matchPath({ path, end: false }, pathname) !== null);
  return (
    <Menu.Item
      to={to}
      {...props}
      className={current ? MenuItemLinkClasses.active : undefined}
      aria-current={current ? 'page' : undefined}
    />
  );
}

/** The back office's navigation (back-office spec section 2), View Site and Logout included. */
export default function AppMenu() {
  const logout = useLogout();
  const nav = labels.adminNav;
  return (
    <Menu>
      <NavItem to="/dashboard" primaryText={nav.dashboard} leftIcon={<DashboardIcon />} />
      <NavItem to="/jobs" primaryText={nav.jobs} leftIcon={<WorkIcon />} />
      <NavItem to="/applications" primaryText={nav.applications} leftIcon={<FolderSharedIcon />} />
      <NavItem to="/hired-staff" primaryText={nav.hiredStaff} leftIcon={<PeopleIcon />} />
      <NavItem to="/benefits" primaryText={nav.benefits} leftIcon={<VolunteerActivismIcon />} />
      <NavItem to="/settings" alsoOn={USERS_AND_ROLES_PATHS} primaryText={nav.settings} leftIcon={<SettingsIcon />} />
      <NavItem to="/email-templates" primaryText={nav.emailTemplates} leftIcon={<EmailIcon />} />
      <MenuAction component="a" href="/" icon={<LanguageIcon />} label={nav.viewSite} />
      <MenuAction onClick={() => logout()} icon={<LogoutIcon />} label={nav.logout} />
    </Menu>
  );
}
