import { type DashboardMetrics, labels } from '@careers/shared/client';
import { Box, Divider, Stack, Typography } from '@mui/material';
import Section from '../../components/CardSection';
import Bar from './Bar';
import { shareOf } from './format';

const text = labels.dashboard;

/** Applications that reached each stage (from the status history), and the median days spent in each. */
export default function HiringFunnel({ metrics }: { metrics: DashboardMetrics }) {
  const applied = metrics.funnel[0]?.count ?? 0;
  return (
    <Section title={text.funnel} id="dashboard-funnel">
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {metrics.funnel.map((step) => (
          <Box component="li" key={step.stage} data-stage={step.stage}>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2">{text.funnelStages[step.stage]}</Typography>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {step.count}
              </Typography>
            </Stack>
            <Bar percent={shareOf(step.count, applied)} />
          </Box>
        ))}
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {text.timeInStage}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5, m: 0 }}>
        {metrics.time_in_stage.map((stay) => (
          <Box key={stay.status} sx={{ display: 'contents' }} data-status={stay.status}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {text.stageStatuses[stay.status]}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}>
              {stay.median_days === null ? text.noSamples : text.medianDays(stay.median_days.toFixed(1))}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
