import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled block inside a tab. */
export default function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Label and value lines (a description list). */
export function Facts({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {row.label}
          </Typography>
          {/* minWidth 0 and anywhere-breaks: a long e-mail address wraps instead of running out of a phone's dialog. */}
          <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
