import { labels } from '@careers/shared/client';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect } from 'react';
import { useTheme } from 'react-admin';
import { currentProfile } from '../providers/auth-provider';
import { useThemePreference } from './theme-preference';

/** Dark or light, per admin, kept on the server (theme_preference); Settings → Appearance is the same choice. */
export default function ThemeSwitch() {
  const [, setTheme] = useTheme();
  const [theme, choose] = useThemePreference();
  useEffect(() => {
    currentProfile()
      .then((profile) => setTheme(profile.theme_preference))
      .catch(() => undefined);
  }, [setTheme]);
  const next = theme === 'light' ? 'dark' : 'light';
  const label = labels.backOffice.switchTheme(next);
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={() => void choose(next)} aria-label={label}>
        {theme === 'light' ? <DarkModeIcon /> : <LightModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
