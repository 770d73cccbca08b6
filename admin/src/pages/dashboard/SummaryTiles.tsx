import { type DashboardMetrics, labels } from '@careers/shared/client';
import { Grid } from '@mui/material';
import FigureCard from './FigureCard';

const text = labels.dashboard;

interface Tile {
  label: string;
  value: string | number;
  detail?: string;
}

function Tiles({ tiles, label }: { tiles: Tile[]; label: string }) {
  return (
    <Grid container spacing={2} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {tiles.map((tile) => (
        <Grid key={tile.label} size={{ xs: 12, sm: 6, md: 3 }} component="li">
          <FigureCard {...tile} />
        </Grid>
      ))}
    </Grid>
  );
}

/** Total Jobs, Total Applications, Total Hires, Interview Rate. */
export function OverviewTiles({ metrics }: { metrics: DashboardMetrics }) {
  const { tiles, recruitment } = metrics;
  return (
    <Tiles
      label={text.overviewTiles}
      tiles={[
        { label: text.totalJobs, value: tiles.total_jobs, detail: text.activePostings(tiles.active_jobs) },
        {
          label: text.totalApplications,
          value: tiles.total_applications,
          detail: text.newToReview(tiles.new_to_review),
        },
        {
          label: text.totalHires,
          value: tiles.total_hires,
          detail: text.positionsFilled(recruitment.positions_filled),
        },
        {
          label: text.interviewRate,
          value: `${tiles.interview_rate}%`,
          detail: `${text.interviewedToHired}: ${text.interviewedForHires(recruitment.interviewed_candidates, tiles.total_hires)}`,
        },
      ]}
    />
  );
}

/** New Applications, Reviewed, Shortlisted (with the interviewed count), Rejected (with the withdrawn count). */
export function StatusTiles({ statuses }: { statuses: DashboardMetrics['statuses'] }) {
  return (
    <Tiles
      label={text.statusTiles}
      tiles={[
        { label: text.newApplications, value: statuses.new },
        { label: text.reviewed, value: statuses.reviewed },
        { label: text.shortlisted, value: statuses.shortlisted, detail: text.interviewedCount(statuses.interviewed) },
        { label: text.rejected, value: statuses.rejected, detail: text.withdrawnCount(statuses.withdrawn) },
      ]}
    />
  );
}
