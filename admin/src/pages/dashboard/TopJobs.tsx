import { type DashboardMetrics, labels } from '@careers/shared/client';
import { Box, Stack, Typography } from '@mui/material';
import Section from '../../components/CardSection';
import Bar from './Bar';
import { shareOf } from './format';

const text = labels.dashboard;

/** The five postings with the most applications, with their mean AI score out of 100. */
export default function TopJobs({ jobs }: { jobs: DashboardMetrics['top_jobs'] }) {
  const most = Math.max(0, ...jobs.map((job) => job.applications));
  return (
    <Section title={text.topPerformingJobs} id="dashboard-top-jobs">
      {jobs.length === 0 ? (
        <Typography color="text.secondary">{text.noData}</Typography>
      ) : (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {jobs.map((job) => (
            <Box component="li" key={job.id} data-job-id={job.id}>
              <Typography sx={{ fontWeight: 600 }}>{job.title}</Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 0.5 }}>
                <Bar percent={shareOf(job.applications, most)} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {text.applicationsCount(job.applications)} · {text.avgScore(String(job.avg_ai_score ?? 0))}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Section>
  );
}
