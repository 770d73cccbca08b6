import type { Permissions } from '@careers/shared/client';
import { labels } from '@careers/shared/client';
import { Button, Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import AiKeySettings from './settings/AiKeySettings';

const TABS = [
  'Content Management',
  'Appearance',
  'File Upload',
  'Email',
  'General',
  'Admin Users & Roles',
  'Advanced',
] as const;

/**
 * Settings (back-office spec section 2): Admin Users & Roles, and the AI key under Advanced; the
 * other tabs come with their issues.
 */
export default function SettingsPage() {
  const [tab, setTab] = useState<(typeof TABS)[number]>('Admin Users & Roles');
  const { permissions } = usePermissions<Permissions>();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={labels.adminNav.settings} />
      <CardContent>
        <Typography component="h1" variant="h5">
          {labels.adminNav.settings}
        </Typography>
        {/* Seven tabs scroll sideways on a phone instead of widening the page. */}
        <Tabs
          value={tab}
          onChange={(_, value) => setTab(value)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Settings"
          sx={{ maxWidth: 'calc(100vw - 48px)' }}
        >
          {TABS.map((name) => (
            <Tab key={name} value={name} label={name} />
          ))}
        </Tabs>
        {tab === 'Admin Users & Roles' ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
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
        ) : tab === 'Advanced' && permissions?.manage_settings ? (
          <AiKeySettings />
        ) : (
          <Typography color="text.secondary" sx={{ mt: 3 }}>
            This tab is coming soon.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
