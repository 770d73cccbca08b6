import type { DashboardMetrics } from '@careers/shared/client';
import { Box } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { BackOfficeDataProvider } from '../../providers/data-provider';
import DashboardFigures from './DashboardFigures';
import DashboardHeader from './DashboardHeader';
import DashboardSkeleton from './DashboardSkeleton';
import { JOB_PARAM, takeEarlyFigures, takeEarlyMetrics } from './early-metrics';

/**
 * The dashboard (docs/requirements.md#dashboard-view_analytics): every figure from one call, computed by the server. Asked again each
 * time the page is shown, so coming back from an application's details shows what changed there.
 */
export default function DashboardPage() {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [search, setSearch] = useSearchParams();
  const jobPostingId = search.get(JOB_PARAM) ?? '';
  // Figures that came with the code are shown as they are: asking again on mount would draw the header
  // twice more (Refresh disabled, then enabled) before the cold start's first frame.
  const [cameEarly] = useState(() => {
    const early = takeEarlyFigures(jobPostingId);
    return early && { jobPostingId, figures: early };
  });
  const figures = useQuery({
    queryKey: ['dashboard', 'metrics', jobPostingId],
    queryFn: async (): Promise<DashboardMetrics> => {
      const ask = () => dataProvider.dashboardMetrics(jobPostingId || undefined);
      try {
        // The answer asked for at start-up, when this is the first load; failed (signed out then), ask again.
        return await (takeEarlyMetrics(jobPostingId)?.catch(ask) ?? ask());
      } catch (error) {
        // A failed read leaves the page as it was and is only logged (docs/requirements.md#recruiter-in-the-back-office-admin2025).
        console.error(error);
        throw error;
      }
    },
    initialData: cameEarly?.jobPostingId === jobPostingId ? cameEarly.figures : undefined,
    placeholderData: keepPreviousData,
    refetchOnMount: cameEarly ? false : 'always',
    refetchOnWindowFocus: false,
    retry: false,
  });
  const metrics = figures.data ?? null;
  const navigate = useNavigate();
  // Close in the detail dialog comes back here, with the job the dashboard was showing.
  const { pathname, search: query } = useLocation();
  // The actions are kept the same from render to render, so the header and figures are not drawn again.
  const viewApplication = useCallback(
    (id: string) => navigate(`/applications/${id}`, { state: { from: `${pathname}${query}` } }),
    [navigate, pathname, query],
  );
  const loading = figures.isFetching;

  const chooseJob = useCallback(
    (id: string) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(JOB_PARAM, id);
        else next.delete(JOB_PARAM);
        return next;
      }),
    [setSearch],
  );
  const { refetch } = figures;
  const refresh = useCallback(() => void refetch(), [refetch]);

  return (
    <Box sx={{ py: 2 }}>
      <DashboardHeader
        generatedAt={metrics?.generated_at ?? null}
        jobOptions={metrics?.job_options}
        jobPostingId={jobPostingId}
        onChooseJob={chooseJob}
        onRefresh={refresh}
        refreshing={loading}
      />
      {metrics === null || (loading && metrics.job_posting_id !== (jobPostingId || null)) ? (
        <DashboardSkeleton />
      ) : (
        <DashboardFigures metrics={metrics} onViewApplication={viewApplication} />
      )}
    </Box>
  );
}
