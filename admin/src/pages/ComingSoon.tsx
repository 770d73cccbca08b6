import { labels } from '@careers/shared/client';
import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** A page whose own issue has not landed yet: says so plainly, and nothing more. */
export default function ComingSoon({ title }: { title: string }) {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{labels.backOffice.comingSoon}</Typography>
      </CardContent>
    </Card>
  );
}
