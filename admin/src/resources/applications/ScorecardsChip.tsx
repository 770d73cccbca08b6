import type { ScorecardSummary } from '@careers/shared';
import { messages } from '@careers/shared/client';
import { Chip } from '@mui/material';
import { chipText, summaryText } from './scorecard-summary';

/** The interviewers' verdict on a row or a card ("2/3 · 2 Strong Yes"); cut short on a narrow screen, whole in its title. */
export default function ScorecardsChip({ summary }: { summary: ScorecardSummary }) {
  const title = messages.scorecards.chipTitle(summaryText(summary));
  return (
    <Chip
      size="small"
      variant="outlined"
      label={chipText(summary)}
      title={title}
      aria-label={title}
      data-testid="scorecards-chip"
      sx={{ maxWidth: '100%' }}
    />
  );
}
