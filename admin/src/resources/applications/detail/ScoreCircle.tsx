import { AI_SCORE_BANDS } from '@careers/shared/client';
import { Box, CircularProgress, Typography } from '@mui/material';

/** The AI score colours: 80+ green, 60-79 amber, below 60 red. */
export function aiScoreColour(score: number): 'success' | 'warning' | 'error' {
  if (score >= AI_SCORE_BANDS.high.min) return 'success';
  if (score >= AI_SCORE_BANDS.medium.min) return 'warning';
  return 'error';
}

interface Props {
  score: number | null;
  label: string;
}

/** The header's circular AI score out of 100. */
export default function ScoreCircle({ score, label }: Props) {
  const colour = score === null ? 'inherit' : aiScoreColour(score);
  return (
    <Box
      role="img"
      aria-label={`${label}: ${score ?? '–'}`}
      data-colour={colour}
      sx={{ position: 'relative', display: 'inline-flex', width: 64, height: 64 }}
    >
      <CircularProgress variant="determinate" value={score ?? 0} size={64} thickness={5} color={colour} aria-hidden />
      <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Typography component="span" sx={{ fontWeight: 700 }} aria-hidden>
          {score ?? '–'}
        </Typography>
      </Box>
    </Box>
  );
}
