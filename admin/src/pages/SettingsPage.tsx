import { labels, messages } from '@careers/shared/client';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { Title, useCanAccessResources } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import {
  DEFAULT_SETTINGS_TAB,
  type SettingsTab,
  settingsAccessResource,
  settingsTabAt,
} from '../layout/settings-section';
import AdvancedSettings from './settings/AdvancedSettings';
import AppearanceSettings from './settings/AppearanceSettings';
import ContentManagementTab from './settings/content/ContentManagementTab';
import EmailSettings from './settings/EmailSettings';
import FileUploadSettings from './settings/FileUploadSettings';
import GeneralSettings from './settings/GeneralSettings';
import RetentionSettings from './settings/RetentionSettings';

/** Each tab's own page, shown to an admin its access rule admits (settings.<tab>). */
const TAB_PAGES: Partial<Record<SettingsTab, ComponentType>> = {
  content: ContentManagementTab,
  appearance: AppearanceSettings,
  'file-upload': FileUploadSettings,
  email: EmailSettings,
  general: GeneralSettings,
  retention: RetentionSettings,
  advanced: AdvancedSettings,
};

const TABS_WITH_PAGES = Object.keys(TAB_PAGES) as SettingsTab[];
const RESOURCES = ['users', 'roles', 'check-account', ...TABS_WITH_PAGES.map(settingsAccessResource)];

/**
 * Settings (docs/requirements.md#content-e-mail-templates-and-settings): the tab bar is the layout's (SettingsTabs), the tab in the
 * URL; here is the chosen tab's content: Admin Users & Roles' links, or the tab's own page.
 */
export default function SettingsPage() {
  const { pathname, search } = useLocation();
  const tab = settingsTabAt(pathname, search) ?? DEFAULT_SETTINGS_TAB;
  const { canAccess } = useCanAccessResources({ action: 'list', resources: RESOURCES });
  const may = (resource: string) => canAccess?.[resource] === true;
  const TabPage = TAB_PAGES[tab];
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
        ) : TabPage && may(settingsAccessResource(tab)) ? (
          <TabPage />
        ) : (
          canAccess && <Typography color="text.secondary">{messages.signIn.notAllowed}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
