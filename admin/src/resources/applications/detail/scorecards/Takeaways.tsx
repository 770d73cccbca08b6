import type { InterviewerScorecard } from '@careers/shared';
import { messages } from '@careers/shared/client';
import { Box, Typography } from '@mui/material';
import { memo } from 'react';

const text = messages.scorecards;

/** Each submitted interviewer's key take-aways, and their private note for the hiring team when they left one. */
function Takeaways({ scorecards }: { scorecards: readonly InterviewerScorecard[] }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, mb: 1 }}>
        {text.takeawaysTitle}
      </Typography>
      {scorecards.map((card) => (
        <Box key={card.id} sx={{ mb: 1.5 }} data-testid="takeaways">
          <Typography variant="subtitle2" component="h5">
            {card.interviewer_name}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {card.takeaways}
          </Typography>
          {card.private_note && (
            <Box sx={{ mt: 0.5, color: 'text.secondary' }}>
              <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
                {text.privateNote}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {card.private_note}
              </Typography>
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}

export default memo(Takeaways);
