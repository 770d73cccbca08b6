import type { ApplicationScorecards } from '@careers/shared';
import { messages } from '@careers/shared/client';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { memo, useId, useMemo } from 'react';
import { companyDateTime } from '../../../../format/company-time';
import PanelTable from './PanelTable';
import RatingsGrid from './RatingsGrid';
import Takeaways from './Takeaways';

const text = messages.scorecards;

interface Props {
  interview: ApplicationScorecards['interviews'][number];
  canRemind: boolean;
  onRemind(scorecardId: string): void;
  remindingId: string | null;
}

/** One interview: when (in Bahrain), its panel, the ratings grid and the take-aways of those who submitted. */
function InterviewScorecards({ interview, canRemind, onRemind, remindingId }: Props) {
  const headingId = useId();
  const submitted = useMemo(() => interview.scorecards.filter((card) => card.submitted_at !== null), [interview]);
  const cancelled = interview.interview_status === 'cancelled';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }} data-interview={interview.id}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h3">
          {text.interviewHeading(companyDateTime(interview.starts_at))}
        </Typography>
        {cancelled && <Chip size="small" label={text.cancelledInterview} />}
      </Stack>
      <PanelTable
        scorecards={interview.scorecards}
        labelledBy={headingId}
        canRemind={canRemind && !cancelled}
        onRemind={onRemind}
        remindingId={remindingId}
      />
      {submitted.length > 0 && interview.focus_attributes.length > 0 && (
        <RatingsGrid attributes={interview.focus_attributes} scorecards={submitted} />
      )}
      {submitted.length > 0 && <Takeaways scorecards={submitted} />}
    </Box>
  );
}

export default memo(InterviewScorecards);
