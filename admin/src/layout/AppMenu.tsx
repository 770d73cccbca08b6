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
import { MenuItem } from '@mui/material';
import { Menu, useLogout } from 'react-admin';

/** The back office's navigation (back-office spec section 2), View Site and Logout included. */
export default function AppMenu() {
  const logout = useLogout();
  const nav = labels.adminNav;
  return (
    <Menu>
      <Menu.Item to="/dashboard" primaryText={nav.dashboard} leftIcon={<DashboardIcon />} />
      <Menu.Item to="/jobs" primaryText={nav.jobs} leftIcon={<WorkIcon />} />
      <Menu.Item to="/applications" primaryText={nav.applications} leftIcon={<FolderSharedIcon />} />
      <Menu.Item to="/hired-staff" primaryText={nav.hiredStaff} leftIcon={<PeopleIcon />} />
      <Menu.Item to="/benefits" primaryText={nav.benefits} leftIcon={<VolunteerActivismIcon />} />
      <Menu.Item to="/settings" primaryText={nav.settings} leftIcon={<SettingsIcon />} />
      <Menu.Item to="/email-templates" primaryText={nav.emailTemplates} leftIcon={<EmailIcon />} />
      <MenuItem component="a" href="/" sx={{ gap: 2 }}>
        <LanguageIcon fontSize="small" />
        {nav.viewSite}
      </MenuItem>
      <MenuItem onClick={() => logout()} sx={{ gap: 2 }}>
        <LogoutIcon fontSize="small" />
        {nav.logout}
      </MenuItem>
    </Menu>
  );
}
