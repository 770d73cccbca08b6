import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

interface Props {
  title: string;
  subtitle: string;
  /** Lines under the subtitle (the dashboard's last update). */
  note?: ReactNode;
  /** The page's controls, at the right on a wide screen. */
  children?: ReactNode;
}

/** A page's title (the app bar's and its h1), subtitle and controls. */
export default function PageHeader({ title, subtitle, note, children }: Props) {
  return (
    <>
      <Title title={title} />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' }, mb: 3 }}
      >
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{subtitle}</Typography>
          {note}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {children}
        </Stack>
      </Stack>
    </>
  );
}
