import { labels, messages } from '@careers/shared/client';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect } from 'react';
import { useNotify, useTheme } from 'react-admin';
import { api } from '../providers/api';
import { currentProfile } from '../providers/auth-provider';

/** Dark or light, per admin, kept on the server (theme_preference). */
export default function ThemeSwitch() {
  const [theme, setTheme] = useTheme();
  const notify = useNotify();
  useEffect(() => {
    currentProfile()
      .then((profile) => setTheme(profile.theme_preference))
      .catch(() => undefined);
  }, [setTheme]);
  const next = theme === 'light' ? 'dark' : 'light';
  const choose = async () => {
    setTheme(next);
    try {
      await api('/admin-auth/me/theme', { method: 'PUT', body: { theme_preference: next } });
    } catch {
      notify(messages.settings.themeUpdateFailed, { type: 'error' });
    }
  };
  const label = labels.backOffice.switchTheme(next);
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={() => void choose()} aria-label={label}>
        {theme === 'light' ? <DarkModeIcon /> : <LightModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
