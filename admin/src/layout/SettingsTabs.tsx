import { labels } from '@careers/shared/client';
import { Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useCanAccessResources } from 'react-admin';
import { Link } from 'react-router-dom';
import { SETTINGS_TABS, type SettingsTab, settingsAccessResource } from './settings-section';

const TAB_KEYS = Object.keys(SETTINGS_TABS) as SettingsTab[];
const RESOURCES = TAB_KEYS.map(settingsAccessResource);

/** The Settings heading and the tabs this admin may open, above every page of Settings and its sub-views. */
export default function SettingsTabs({ current }: { current: SettingsTab }) {
  const { canAccess } = useCanAccessResources({ action: 'list', resources: RESOURCES });
  const shown = TAB_KEYS.filter((key) => canAccess?.[settingsAccessResource(key)] === true);
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent sx={{ pb: '8px !important' }}>
        <Typography component="h1" variant="h5">
          {labels.adminNav.settings}
        </Typography>
        {/* Seven tabs scroll sideways on a phone instead of widening the page. */}
        <Tabs
          value={shown.includes(current) ? current : false}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={labels.adminNav.settings}
        >
          {shown.map((key) => (
            <Tab key={key} value={key} label={SETTINGS_TABS[key]} component={Link} to={`/settings?tab=${key}`} />
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
