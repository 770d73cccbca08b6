import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A text in English and, beside it, its Arabic version: side by side from a
 * tablet's width, one above the other on a phone.
 */
export default function BilingualRow({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        columnGap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        width: '100%',
      }}
    >
      {children}
    </Box>
  );
}
