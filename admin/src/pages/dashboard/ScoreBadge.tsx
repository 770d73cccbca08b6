import { AI_SCORE_STAR_THRESHOLD, aiScoreTone, labels } from '@careers/shared/client';
import StarIcon from '@mui/icons-material/Star';
import { getContrastRatio, styled, useTheme } from '@mui/material';

const Score = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
}));

const Badge = styled('span')(({ theme }) => ({
  padding: theme.spacing(0.25, 1),
  borderRadius: theme.shape.borderRadius,
  fontWeight: 700,
  fontSize: 14,
}));

/** Black or white, whichever reads best on `background`. */
const readableOn = (background: string) =>
  getContrastRatio(background, '#000') >= getContrastRatio(background, '#fff') ? '#000' : '#fff';

/**
 * The AI score in its band's colour (80+ green, 60-79 amber, below 60 red), the text in whichever of black or white reads best.
 * The two colours go inline: one style rule for every badge instead of one per band (the Top 10 draws ten).
 */
export default function ScoreBadge({ score }: { score: number }) {
  const theme = useTheme();
  const background = theme.palette[aiScoreTone(score)].main;
  return (
    <Score>
      <Badge style={{ backgroundColor: background, color: readableOn(background) }}>{score}</Badge>
      {score >= AI_SCORE_STAR_THRESHOLD ? (
        <StarIcon fontSize="small" htmlColor={theme.palette.warning.main} titleAccess={labels.dashboard.topScore} />
      ) : null}
    </Score>
  );
}
