import { type DashboardMetrics, labels } from '@careers/shared/client';
import { alpha, Box, Button, type SxProps, TableCell, TableRow, type Theme, Typography } from '@mui/material';
import Section from '../../components/CardSection';
import SimpleTable from '../../components/SimpleTable';
import { companyDate } from '../../format/company-time';
import ScoreBadge from './ScoreBadge';

const text = labels.dashboard;
const HIGHLIGHTED_RANKS = 3;

const topRankTint = (theme: Theme) => alpha(theme.palette.primary.main, 0.12);

/**
 * The top three rows tinted and their rank in bold: one rule for the table, not one per row and cell.
 * The rank stays in view when the table scrolls sideways, painted as the paper: the tint goes on top.
 */
const highlightTopRanks: SxProps<Theme> = {
  '& tr[data-highlighted="true"]': { bgcolor: topRankTint },
  '& tr[data-highlighted="true"] td:first-of-type': {
    fontWeight: 700,
    backgroundImage: (theme: Theme) =>
      `linear-gradient(${topRankTint(theme)}, ${topRankTint(theme)}), var(--Paper-overlay, none)`,
  },
};

interface Props {
  applicants: DashboardMetrics['top_applicants'];
  /** Opens the application's details. */
  onView: (id: string) => void;
}

/** The ten best AI scores; the top three rows highlighted; View Details opens the application. */
export default function TopApplicants({ applicants, onView }: Props) {
  return (
    <Section title={text.topApplicants} id="dashboard-top-applicants">
      {applicants.length === 0 ? (
        <Typography color="text.secondary">{text.noApplicants}</Typography>
      ) : (
        // On a phone the table scrolls inside its card; the page itself never scrolls sideways.
        <Box sx={highlightTopRanks}>
          <SimpleTable
            columns={[
              text.columns.rank,
              text.columns.name,
              text.columns.position,
              text.columns.aiScore,
              text.columns.applied,
              text.columns.viewDetails,
            ]}
            aria-labelledby="dashboard-top-applicants"
          >
            {applicants.map((applicant, index) => {
              const highlighted = index < HIGHLIGHTED_RANKS;
              return (
                <TableRow key={applicant.id} data-highlighted={highlighted}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>{applicant.full_name}</TableCell>
                  <TableCell>{applicant.job_title ?? text.noPosition}</TableCell>
                  <TableCell>
                    <ScoreBadge score={applicant.ai_score} />
                  </TableCell>
                  <TableCell>{companyDate(applicant.created_at)}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => onView(applicant.id)}>
                      {text.columns.viewDetails}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </SimpleTable>
        </Box>
      )}
    </Section>
  );
}
