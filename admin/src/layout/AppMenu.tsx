import { labels } from '@careers/shared/client';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EmailIcon from '@mui/icons-material/Email';
import EventIcon from '@mui/icons-material/Event';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import HistoryIcon from '@mui/icons-material/History';
import LanguageIcon from '@mui/icons-material/Language';
import LogoutIcon from '@mui/icons-material/Logout';
import PeopleIcon from '@mui/icons-material/People';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import SettingsIcon from '@mui/icons-material/Settings';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import WorkIcon from '@mui/icons-material/Work';
import type { ReactElement } from 'react';
import { Menu, MenuItemLinkClasses, type MenuItemLinkProps, useCanAccessResources, useLogout } from 'react-admin';
import { matchPath, useLocation } from 'react-router-dom';
import type { AccessResource } from '../providers/access';
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

const nav = labels.adminNav;

interface Entry {
  resource: AccessResource;
  to: string;
  label: string;
  icon: ReactElement;
  alsoOn?: string[];
}

/** The pages of the menu, each shown only to admins whose flags open it. */
const ENTRIES: Entry[] = [
  { resource: 'dashboard', to: '/dashboard', label: nav.dashboard, icon: <DashboardIcon /> },
  { resource: 'jobs', to: '/jobs', label: nav.jobs, icon: <WorkIcon /> },
  { resource: 'applications', to: '/applications', label: nav.applications, icon: <FolderSharedIcon /> },
  { resource: 'interviews', to: '/interviews', label: nav.interviews, icon: <EventIcon /> },
  { resource: 'hired-staff', to: '/hired-staff', label: nav.hiredStaff, icon: <PeopleIcon /> },
  { resource: 'benefits', to: '/benefits', label: nav.benefits, icon: <VolunteerActivismIcon /> },
  {
    resource: 'settings',
    to: '/settings',
    label: nav.settings,
    icon: <SettingsIcon />,
    alsoOn: USERS_AND_ROLES_PATHS,
  },
  { resource: 'email-templates', to: '/email-templates', label: nav.emailTemplates, icon: <EmailIcon /> },
  { resource: 'audit-log', to: '/audit-log', label: nav.auditLog, icon: <HistoryIcon /> },
  { resource: 'privacy', to: '/privacy', label: nav.privacy, icon: <PrivacyTipIcon /> },
];
const RESOURCES = ENTRIES.map((entry) => entry.resource);

/** The back office's navigation, each entry shown only to the flags that open it, View Site and Logout included. */
export default function AppMenu() {
  const logout = useLogout();
  const { canAccess } = useCanAccessResources({ action: 'list', resources: RESOURCES });
  return (
    <Menu>
      {ENTRIES.filter((entry) => canAccess?.[entry.resource] === true).map((entry) => (
        <NavItem key={entry.to} to={entry.to} alsoOn={entry.alsoOn} primaryText={entry.label} leftIcon={entry.icon} />
      ))}
      <MenuAction component="a" href="/" icon={<LanguageIcon />} label={nav.viewSite} />
      <MenuAction onClick={() => logout()} icon={<LogoutIcon />} label={nav.logout} />
    </Menu>
  );
}
