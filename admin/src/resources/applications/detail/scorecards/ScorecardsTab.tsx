import type { ApplicationScorecards } from '@careers/shared';
import { messages } from '@careers/shared/client';
import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { summaryText } from '../../scorecard-summary';
import InterviewScorecards from './InterviewScorecards';

export interface ScorecardsTabProps {
  scorecards: ApplicationScorecards;
  /** Whether Send Reminder is offered (the admin may edit applications). */
  canRemind: boolean;
  onRemind(scorecardId: string): void;
  /** The scorecard whose reminder is being sent: every Send Reminder waits meanwhile. */
  remindingId?: string | null;
}

/**
 * The Scorecards tab: who said what, interview by interview, newest first. Plain
 * props and plain tables, so a panel of six rating twelve attributes renders at once.
 */
export default function ScorecardsTab({ scorecards, canRemind, onRemind, remindingId = null }: ScorecardsTabProps) {
  const interviews = useMemo(
    () => [...scorecards.interviews].sort((a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at)),
    [scorecards.interviews],
  );
  if (interviews.length === 0) return <Typography>{messages.scorecards.noInterviews}</Typography>;
  return (
    <>
      {scorecards.summary && (
        <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }} data-testid="scorecards-summary">
          {summaryText(scorecards.summary)}
        </Typography>
      )}
      {interviews.map((interview) => (
        <InterviewScorecards
          key={interview.id}
          interview={interview}
          canRemind={canRemind}
          onRemind={onRemind}
          remindingId={remindingId}
        />
      ))}
    </>
  );
}
