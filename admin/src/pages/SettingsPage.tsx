import { labels, messages } from '@careers/shared/client';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useCanAccessResources } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { DEFAULT_SETTINGS_TAB, settingsTabAt } from '../layout/settings-section';
import AiKeySettings from './settings/AiKeySettings';

const RESOURCES = ['users', 'roles', 'check-account', 'settings.advanced'];

/**
 * Settings (back-office spec section 2): the tab bar is the layout's (SettingsTabs), the tab in the
 * URL; here is the chosen tab's content. Admin Users & Roles, and the AI key under Advanced; the
 * other tabs come with their issues.
 */
export default function SettingsPage() {
  const { pathname, search } = useLocation();
  const tab = settingsTabAt(pathname, search) ?? DEFAULT_SETTINGS_TAB;
  const { canAccess } = useCanAccessResources({ action: 'list', resources: RESOURCES });
  const may = (resource: string) => canAccess?.[resource] === true;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={labels.adminNav.settings} />
      <CardContent>
        {tab === 'users-roles' ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {may('users') && (
              <Button variant="contained" component={Link} to="/users">
                {labels.usersAdmin.title}
              </Button>
            )}
            {may('roles') && (
              <Button variant="outlined" component={Link} to="/roles">
                {labels.rolesAdmin.title}
              </Button>
            )}
            {may('check-account') && (
              <Button variant="text" component={Link} to="/check-account">
                {labels.signIn.checkAccount}
              </Button>
            )}
            {canAccess && !may('users') && !may('roles') && (
              <Typography color="text.secondary">{messages.users.noUsersOrRolesPermission}</Typography>
            )}
          </Stack>
        ) : tab === 'advanced' && may('settings.advanced') ? (
          <AiKeySettings />
        ) : (
          <Typography color="text.secondary">{labels.backOffice.tabComingSoon}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
