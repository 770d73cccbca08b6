import { type DashboardMetrics, labels } from '@careers/shared/client';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import PageHeader from '../../components/PageHeader';
import type { BackOfficeDataProvider } from '../../providers/data-provider';
import DashboardFigures from './DashboardFigures';
import DashboardSkeleton from './DashboardSkeleton';
import { earlyFiguresFor, JOB_PARAM, takeEarlyMetrics } from './early-metrics';
import { timeOfDay } from './format';
import JobFilter from './JobFilter';

const text = labels.dashboard;

/**
 * The dashboard (spec section 2): every figure from one call, computed by the server. Asked again each
 * time the page is shown, so coming back from an application's details shows what changed there.
 */
export default function DashboardPage() {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [search, setSearch] = useSearchParams();
  const jobPostingId = search.get(JOB_PARAM) ?? '';
  const figures = useQuery({
    queryKey: ['dashboard', 'metrics', jobPostingId],
    queryFn: async (): Promise<DashboardMetrics> => {
      const ask = () => dataProvider.dashboardMetrics(jobPostingId || undefined);
      try {
        // The answer asked for at start-up, when this is the first load; failed (signed out then), ask again.
        return await (takeEarlyMetrics(jobPostingId)?.catch(ask) ?? ask());
      } catch (error) {
        // A failed read leaves the page as it was (spec section 8: data fetch failures are only logged).
        console.error(error);
        throw error;
      }
    },
    // The figures that came with the code show in the first frame; the query still reads them (once).
    initialData: () => earlyFiguresFor(jobPostingId) ?? undefined,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    retry: false,
  });
  const metrics = figures.data ?? null;
  const navigate = useNavigate();
  // Close in the detail dialog comes back here, with the job the dashboard was showing.
  const { pathname, search: query } = useLocation();
  // Kept the same from render to render, so the figures are not drawn again for it.
  const viewApplication = useCallback(
    (id: string) => navigate(`/applications/${id}`, { state: { from: `${pathname}${query}` } }),
    [navigate, pathname, query],
  );
  const loading = figures.isFetching;

  const chooseJob = (id: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(JOB_PARAM, id);
      else next.delete(JOB_PARAM);
      return next;
    });

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader
        title={text.title}
        subtitle={text.subtitle}
        note={
          metrics ? (
            <Typography variant="body2" color="text.secondary" data-testid="last-updated">
              {text.lastUpdated(timeOfDay(metrics.generated_at))}
            </Typography>
          ) : null
        }
      >
        <JobFilter options={metrics?.job_options ?? []} value={jobPostingId} onChange={chooseJob} />
        <Button startIcon={<RefreshIcon />} onClick={() => void figures.refetch()} disabled={loading}>
          {text.refresh}
        </Button>
      </PageHeader>
      {metrics === null || (loading && metrics.job_posting_id !== (jobPostingId || null)) ? (
        <DashboardSkeleton />
      ) : (
        <DashboardFigures metrics={metrics} onViewApplication={viewApplication} />
      )}
    </Box>
  );
}
