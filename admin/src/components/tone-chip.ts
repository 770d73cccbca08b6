import { getContrastRatio, type Theme } from '@mui/material/styles';

export type Tone = 'success' | 'warning' | 'error' | 'info';

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = 'rgba(0, 0, 0, 0.87)';
/** WCAG AA for small text: the chips' labels are small. */
const AA = 4.5;

/**
 * A filled chip in a band's colour, with whichever text colour reads on it: MUI's own choice keeps
 * white on amber, below the contrast small text needs in the light theme.
 */
export function toneChipSx(tone: Tone) {
  return (theme: Theme) => {
    const background = theme.palette[tone].main;
    return {
      bgcolor: background,
      color: getContrastRatio(background, LIGHT_TEXT) >= AA ? LIGHT_TEXT : DARK_TEXT,
      '& .MuiChip-icon': { color: 'inherit' },
    };
  };
}
