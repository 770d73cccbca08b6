import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

// Black and gold, as the careers site; dark by default, light for those who choose it.
const GOLD = '#d4af37';

// A react-admin Datagrid wider than its page scrolls inside its own box, not the page (the list's
// flex column would otherwise grow to the table's width).
const datagridScrolls = {
  // A table's box never widens what holds it (a grid or flex item would grow to a long meeting link):
  // its width comes from its container, and the table scrolls inside it. Positioned, so its visually
  // hidden texts (absolute, 1 px) stay inside it too instead of stretching the page.
  MuiTableContainer: { styleOverrides: { root: { contain: 'inline-size', position: 'relative' } } },
  RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
  RaDatagrid: {
    styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto', position: 'relative' } } },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    mode: 'dark',
    primary: { main: GOLD, contrastText: '#0a0a0a' },
    secondary: { main: '#f0cf5f' },
    background: { default: '#0a0a0a', paper: '#151515' },
  },
  components: { ...defaultDarkTheme.components, ...datagridScrolls },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: { main: '#7a5c00', contrastText: '#ffffff' },
    secondary: { main: '#0a0a0a' },
  },
  components: { ...defaultLightTheme.components, ...datagridScrolls },
};
