import { labels, messages, THEMES } from '@careers/shared/client';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useNotify } from 'react-admin';
import { type ThemeName, useThemePreference } from '../../layout/theme-preference';

/** Settings → Appearance: the signed-in admin's own theme, saved as it is chosen (as the app bar's switch). */
export default function AppearanceSettings() {
  const [theme, choose] = useThemePreference();
  const notify = useNotify();
  const change = async (next: ThemeName) => {
    if (await choose(next)) notify(messages.settings.themeSaved(labels.theme[next]), { type: 'success' });
  };
  return (
    <FormControl>
      <FormLabel id="theme-choice">{labels.settings.appearance.title}</FormLabel>
      <RadioGroup
        aria-labelledby="theme-choice"
        value={theme}
        onChange={(event) => void change(event.target.value === 'light' ? 'light' : 'dark')}
      >
        {THEMES.map((name) => (
          <FormControlLabel key={name} value={name} control={<Radio />} label={labels.theme[name]} />
        ))}
      </RadioGroup>
      <FormHelperText>{labels.settings.appearance.hint}</FormHelperText>
    </FormControl>
  );
}
