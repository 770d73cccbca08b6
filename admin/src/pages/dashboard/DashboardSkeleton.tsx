import { Grid, Skeleton } from '@mui/material';

/** The page's shape while the figures load. */
export default function DashboardSkeleton() {
  return (
    <Grid container spacing={2} aria-busy="true" data-testid="dashboard-loading">
      <Grid size={12}>
        <Skeleton variant="rounded" height={140} />
      </Grid>
      {[0, 1, 2, 3, 4, 5, 6, 7].map((tile) => (
        <Grid key={tile} size={{ xs: 12, sm: 6, md: 3 }}>
          <Skeleton variant="rounded" height={96} />
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 6 }}>
        <Skeleton variant="rounded" height={240} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Skeleton variant="rounded" height={240} />
      </Grid>
      <Grid size={12}>
        <Skeleton variant="rounded" height={320} />
      </Grid>
    </Grid>
  );
}
