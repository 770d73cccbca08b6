import { messages } from '@careers/shared/client';
import { useNotify, useTheme } from 'react-admin';
import { type Profile, rememberTheme } from '../providers/auth-provider';
import { signInCalls } from '../providers/sign-in-calls';

export type ThemeName = Profile['theme_preference'];

/**
 * The signed-in admin's theme (theme_preference, dark by default): shown at once, saved on the
 * server for this admin only. The app bar's switch and Settings → Appearance both use this.
 * `choose` answers whether the server kept it; a refusal puts the previous theme back.
 */
export function useThemePreference(): [ThemeName, (next: ThemeName) => Promise<boolean>] {
  const [theme, setTheme] = useTheme();
  const notify = useNotify();
  const current: ThemeName = theme === 'light' ? 'light' : 'dark';
  const choose = async (next: ThemeName) => {
    setTheme(next);
    try {
      await signInCalls.saveTheme({ theme_preference: next });
      rememberTheme(next);
      return true;
    } catch {
      setTheme(current);
      notify(messages.settings.themeUpdateFailed, { type: 'error' });
      return false;
    }
  };
  return [current, choose];
}
