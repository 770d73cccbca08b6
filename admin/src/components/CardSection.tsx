import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled card (the dashboard's, the Privacy page's); its heading names the region for screen readers. */
export default function Section({
  title,
  id,
  children,
  fillHeight = true,
}: {
  title: string;
  id: string;
  children: ReactNode;
  /** As tall as its grid cell (the dashboard's side-by-side cards); off for cards stacked one above another. */
  fillHeight?: boolean;
}) {
  return (
    <Card component="section" aria-labelledby={id} sx={fillHeight ? { height: '100%' } : undefined}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
