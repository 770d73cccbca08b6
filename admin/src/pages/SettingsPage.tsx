import type { Permissions } from '@careers/shared/client';
import { labels } from '@careers/shared/client';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, usePermissions } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { DEFAULT_SETTINGS_TAB, settingsTabAt } from '../layout/settings-section';
import AiKeySettings from './settings/AiKeySettings';

/**
 * Settings (back-office spec section 2): the tab bar is the layout's (SettingsTabs), the tab in the
 * URL; here is the chosen tab's content. Admin Users & Roles, and the AI key under Advanced; the
 * other tabs come with their issues.
 */
export default function SettingsPage() {
  const { pathname, search } = useLocation();
  const tab = settingsTabAt(pathname, search) ?? DEFAULT_SETTINGS_TAB;
  const { permissions } = usePermissions<Permissions>();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={labels.adminNav.settings} />
      <CardContent>
        {tab === 'users-roles' ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {permissions?.manage_users && (
              <Button variant="contained" component={Link} to="/users">
                Admin Users
              </Button>
            )}
            {(permissions?.manage_roles || permissions?.manage_users) && (
              <Button variant="outlined" component={Link} to="/roles">
                Roles
              </Button>
            )}
            {permissions?.manage_users && (
              <Button variant="text" component={Link} to="/check-account">
                {labels.signIn.checkAccount}
              </Button>
            )}
            {!permissions?.manage_users && !permissions?.manage_roles && (
              <Typography color="text.secondary">You do not have permission to manage users or roles.</Typography>
            )}
          </Stack>
        ) : tab === 'advanced' && permissions?.manage_settings ? (
          <AiKeySettings />
        ) : (
          <Typography color="text.secondary">This tab is coming soon.</Typography>
        )}
      </CardContent>
    </Card>
  );
}
