import { type DashboardMetrics, labels } from '@careers/shared/client';
import { Grid } from '@mui/material';
import Section from '../../components/CardSection';
import FigureCard from './FigureCard';

const text = labels.dashboard;

export default function RecruitmentMetrics({ figures }: { figures: DashboardMetrics['recruitment'] }) {
  return (
    <Section title={text.recruitmentMetrics} id="dashboard-recruitment-metrics">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FigureCard label={text.avgTimeToHire} value={`${figures.avg_time_to_hire_days ?? 0} ${text.days}`} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FigureCard label={text.interviewedCandidates} value={figures.interviewed_candidates} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FigureCard label={text.avgCostPerHire} value={figures.avg_cost_per_hire} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FigureCard
            label={text.positionStatus}
            value={`${text.filled}: ${figures.positions_filled} / ${text.open}: ${figures.positions_open}`}
          />
        </Grid>
      </Grid>
    </Section>
  );
}
