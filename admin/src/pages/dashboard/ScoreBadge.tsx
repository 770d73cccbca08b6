import { AI_SCORE_STAR_THRESHOLD, aiScoreTone, labels } from '@careers/shared/client';
import StarIcon from '@mui/icons-material/Star';
import { Box, getContrastRatio, useTheme } from '@mui/material';

/** The AI score in its band's colour (spec section 9), the text in whichever of black or white reads best. */
export default function ScoreBadge({ score }: { score: number }) {
  const theme = useTheme();
  const background = theme.palette[aiScoreTone(score)].main;
  const color = getContrastRatio(background, '#000') >= getContrastRatio(background, '#fff') ? '#000' : '#fff';
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box
        component="span"
        sx={{ bgcolor: background, color, px: 1, py: 0.25, borderRadius: 1, fontWeight: 700, fontSize: 14 }}
      >
        {score}
      </Box>
      {score >= AI_SCORE_STAR_THRESHOLD ? (
        <StarIcon fontSize="small" sx={{ color: theme.palette.warning.main }} titleAccess={labels.dashboard.topScore} />
      ) : null}
    </Box>
  );
}
