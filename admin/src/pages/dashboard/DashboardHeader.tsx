import { type DashboardMetrics, labels } from '@careers/shared/client';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Typography } from '@mui/material';
import { memo } from 'react';
import PageHeader from '../../components/PageHeader';
import { timeOfDay } from './format';
import JobFilter from './JobFilter';

const text = labels.dashboard;
const NO_JOBS: DashboardMetrics['job_options'] = [];

interface Props {
  /** When the figures shown were worked out; null before the first answer. */
  generatedAt: string | null;
  jobOptions: DashboardMetrics['job_options'] | undefined;
  jobPostingId: string;
  onChooseJob: (id: string) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/**
 * The dashboard's title, job filter and Refresh, drawn again only when one of them changes (the page
 * renders again whenever the routes around it do, twice more as a cold start settles).
 */
const DashboardHeader = memo(function DashboardHeader(props: Props) {
  const { generatedAt, jobOptions, jobPostingId, onChooseJob, onRefresh, refreshing } = props;
  return (
    <PageHeader
      title={text.title}
      subtitle={text.subtitle}
      note={
        generatedAt ? (
          <Typography variant="body2" color="text.secondary" data-testid="last-updated">
            {text.lastUpdated(timeOfDay(generatedAt))}
          </Typography>
        ) : null
      }
    >
      <JobFilter options={jobOptions ?? NO_JOBS} value={jobPostingId} onChange={onChooseJob} />
      <Button startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing}>
        {text.refresh}
      </Button>
    </PageHeader>
  );
});

export default DashboardHeader;
