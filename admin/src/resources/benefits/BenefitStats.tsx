import { labels } from '@careers/shared/client';
import { Card, CardContent, Stack, Typography } from '@mui/material';

const text = labels.benefitsAdmin;

/** Total, Active and Inactive benefits. */
export default function BenefitStats({ total, active }: { total: number; active: number }) {
  const figures = [
    [text.total, total],
    [text.active, active],
    [text.inactive, total - active],
  ] as const;
  return (
    <Stack component="section" aria-label={text.figures} direction="row" spacing={2} sx={{ my: 2 }}>
      {figures.map(([label, value]) => (
        <Card key={label} variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography color="text.secondary" variant="body2">
              {label}
            </Typography>
            <Typography variant="h5" component="p">
              {value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
