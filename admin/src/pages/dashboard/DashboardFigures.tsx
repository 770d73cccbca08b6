import type { DashboardMetrics } from '@careers/shared/client';
import { Grid, Stack } from '@mui/material';
import { memo } from 'react';
import ApplicationTrends from './ApplicationTrends';
import HiringFunnel from './HiringFunnel';
import RecruitmentMetrics from './RecruitmentMetrics';
import { OverviewTiles, StatusTiles } from './SummaryTiles';
import TopApplicants from './TopApplicants';
import TopJobs from './TopJobs';

interface Props {
  metrics: DashboardMetrics;
  onViewApplication: (id: string) => void;
}

/**
 * The dashboard's figures, drawn again only when they change: the page renders again whenever the
 * routes around it do (twice more as a cold start settles), and the figures are most of its work.
 */
const DashboardFigures = memo(function DashboardFigures({ metrics, onViewApplication }: Props) {
  return (
    <Stack spacing={3}>
      <RecruitmentMetrics figures={metrics.recruitment} />
      <OverviewTiles metrics={metrics} />
      <StatusTiles statuses={metrics.statuses} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ApplicationTrends trends={metrics.trends} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TopJobs jobs={metrics.top_jobs} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <TopApplicants applicants={metrics.top_applicants} onView={onViewApplication} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <HiringFunnel metrics={metrics} />
        </Grid>
      </Grid>
    </Stack>
  );
});

export default DashboardFigures;
