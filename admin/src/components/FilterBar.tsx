import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A list's filters as one compact grid of equal cells that wraps on a narrow screen: the search takes
 * two cells (the whole row on a phone), every other filter one, so none stretches across the page.
 */
export default function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        gap: 1.5,
        alignItems: 'start',
        '& > .MuiFormControl-root': { width: '100%', minWidth: 0, m: 0 },
        '& > .MuiFormControl-root:has(input[type="search"])': { gridColumn: { xs: '1 / -1', sm: 'span 2' } },
      }}
    >
      {children}
    </Box>
  );
}
