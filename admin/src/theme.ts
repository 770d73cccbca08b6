import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

// Black and gold, as the careers site; dark by default, light for those who choose it.
const GOLD = '#d4af37';

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    mode: 'dark',
    primary: { main: GOLD, contrastText: '#0a0a0a' },
    secondary: { main: '#f0cf5f' },
    background: { default: '#0a0a0a', paper: '#151515' },
  },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: { main: '#7a5c00', contrastText: '#ffffff' },
    secondary: { main: '#0a0a0a' },
  },
};
