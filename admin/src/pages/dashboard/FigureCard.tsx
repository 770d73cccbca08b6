import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One figure with its label and, below, the figure that explains it. */
export default function FigureCard({ label, value, detail }: { label: string; value: ReactNode; detail?: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, my: 0.5 }} data-testid="figure-value">
          {value}
        </Typography>
        {detail ? (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
