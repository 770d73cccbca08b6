import type { InterviewerScorecard } from '@careers/shared';
import { messages } from '@careers/shared/client';
import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { memo } from 'react';
import { companyDateTime } from '../../../../format/company-time';
import RecommendationChip from './RecommendationChip';

const text = messages.scorecards;

interface Props {
  scorecards: readonly InterviewerScorecard[];
  /** The heading that names this interview, for the table's accessible name. */
  labelledBy: string;
  canRemind: boolean;
  onRemind(scorecardId: string): void;
  /** The scorecard whose reminder is being sent, if any. */
  remindingId: string | null;
}

function SubmittedCell({
  card,
  canRemind,
  onRemind,
  remindingId,
}: Omit<Props, 'scorecards' | 'labelledBy'> & { card: InterviewerScorecard }) {
  if (card.submitted_at) return <>{companyDateTime(card.submitted_at)}</>;
  if (!card.awaiting)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text.notYetDue}
      </Typography>
    );
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ color: 'warning.main', fontWeight: 600 }}>
        {text.awaiting}
      </Typography>
      {canRemind && (
        <Button size="small" variant="outlined" disabled={remindingId !== null} onClick={() => onRemind(card.id)}>
          {text.sendReminder}
        </Button>
      )}
    </Stack>
  );
}

/** Who interviewed, what each recommends, and whose scorecard is in, awaited or not yet due. */
function PanelTable({ scorecards, labelledBy, ...reminders }: Props) {
  return (
    <Table size="small" aria-labelledby={labelledBy} sx={{ mb: 2 }}>
      <TableHead>
        <TableRow>
          <TableCell>{text.interviewer}</TableCell>
          <TableCell>{text.recommendation}</TableCell>
          <TableCell>{text.submittedAt}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {scorecards.map((card) => (
          <TableRow key={card.id} data-testid="scorecard-row">
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {card.interviewer_name}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {card.interviewer_email}
              </Typography>
            </TableCell>
            <TableCell>{card.recommendation && <RecommendationChip recommendation={card.recommendation} />}</TableCell>
            <TableCell>
              <SubmittedCell card={card} {...reminders} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default memo(PanelTable);
