import { type DashboardMetrics, labels } from '@careers/shared/client';
import { Box, Typography } from '@mui/material';
import Section from '../../components/CardSection';
import { shareOf, weekdayOf } from './format';

const text = labels.dashboard;
const TRACK_HEIGHT = 140;

/** One column per day of the last 7, each as tall as its share of the busiest day. */
export default function ApplicationTrends({ trends }: { trends: DashboardMetrics['trends'] }) {
  const busiest = Math.max(0, ...trends.map((day) => day.count));
  return (
    <Section title={text.applicationTrends} id="dashboard-trends">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {text.last7Days}
      </Typography>
      <Box component="ol" sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', listStyle: 'none', p: 0, m: 0 }}>
        {trends.map((day) => (
          <Box
            component="li"
            key={day.date}
            data-date={day.date}
            sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center' }}
          >
            <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="trend-count">
              {day.count}
            </Typography>
            <Box sx={{ height: TRACK_HEIGHT, width: '100%', display: 'flex', alignItems: 'flex-end' }} aria-hidden>
              <Box
                data-testid="trend-bar"
                sx={{
                  width: '100%',
                  height: `${shareOf(day.count, busiest)}%`,
                  bgcolor: 'primary.main',
                  borderRadius: '4px 4px 0 0',
                }}
              />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {weekdayOf(day.date)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
