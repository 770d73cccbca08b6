import { labels } from '@careers/shared/client';
import { Typography } from '@mui/material';
import SettingsForm from './SettingsForm';

/** Settings → Retention: how long rejected candidates, onboarding documents and audit entries are kept. */
export default function RetentionSettings() {
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 560 }}>
        {labels.settings.retention.intro}
      </Typography>
      <SettingsForm tab="retention" />
    </>
  );
}
