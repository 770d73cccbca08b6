import { alpha, type Theme } from '@mui/material';

/**
 * A table's first columns stay in view while the rest scrolls sideways in its box (on a phone): each
 * cell is pinned at `left` px and painted as the paper under it, with a selected row's tint on top.
 */
export function stickyColumns(lefts: readonly number[]) {
  return (theme: Theme) =>
    Object.fromEntries(
      lefts.map((left, index) => [
        `& tr > :nth-of-type(${index + 1})`,
        {
          position: 'sticky',
          left,
          // A pinned column before another is exactly as wide as the gap, so the next one meets it.
          ...(index + 1 < lefts.length
            ? { boxSizing: 'border-box', width: gap(lefts, index), minWidth: gap(lefts, index) }
            : // The last pinned column is kept narrow on a phone (long e-mails wrap), so the columns
              // scrolling beside it still have room to be read.
              {
                [theme.breakpoints.down('sm')]: {
                  width: PINNED_ON_PHONE,
                  minWidth: PINNED_ON_PHONE,
                  overflowWrap: 'anywhere',
                },
              }),
          zIndex: 1,
          backgroundColor: (theme.vars ?? theme).palette.background.paper,
          backgroundImage: 'var(--Paper-overlay)',
          '.Mui-selected > &': {
            backgroundImage: `linear-gradient(${selectedTint(theme)}, ${selectedTint(theme)}), var(--Paper-overlay)`,
          },
        },
      ]),
    );
}

const PINNED_ON_PHONE = 150;

const gap = (lefts: readonly number[], index: number) => (lefts[index + 1] ?? 0) - (lefts[index] ?? 0);

const selectedTint = (theme: Theme) => alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);

/** A selectable list's select box (48 px wide) and the applicant's name beside it. */
export const selectAndNameColumns = stickyColumns([0, 48]);
