import { labels } from '@careers/shared/client';
import { Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { SETTINGS_TABS, type SettingsTab } from './settings-section';

/** The Settings heading and tab bar, above every page of Settings and its sub-views. */
export default function SettingsTabs({ current }: { current: SettingsTab }) {
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent sx={{ pb: '8px !important' }}>
        <Typography component="h1" variant="h5">
          {labels.adminNav.settings}
        </Typography>
        {/* Seven tabs scroll sideways on a phone instead of widening the page. */}
        <Tabs
          value={current}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={labels.adminNav.settings}
          sx={{ maxWidth: 'calc(100vw - 48px)' }}
        >
          {Object.entries(SETTINGS_TABS).map(([key, name]) => (
            <Tab key={key} value={key} label={name} component={Link} to={`/settings?tab=${key}`} />
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
