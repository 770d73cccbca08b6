import { AI_SCORE_STAR_THRESHOLD, aiScoreTone, interviewScoreTone, labels } from '@careers/shared/client';
import StarIcon from '@mui/icons-material/Star';
import { Chip, Typography } from '@mui/material';
import { toneChipSx } from '../../components/tone-chip';

/** The AI score in its band's colour, with a star from 90. */
export function AiScore({ score }: { score: number | null }) {
  if (score === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {labels.applicationsList.noAiScore}
      </Typography>
    );
  }
  return (
    <Chip
      size="small"
      label={score}
      icon={score >= AI_SCORE_STAR_THRESHOLD ? <StarIcon aria-hidden /> : undefined}
      sx={[toneChipSx(aiScoreTone(score)), { fontWeight: 700 }]}
    />
  );
}

export function InterviewScoreChip({ score }: { score: number }) {
  return (
    <Chip
      size="small"
      sx={toneChipSx(interviewScoreTone(score))}
      label={labels.applicationsList.interviewScore(score)}
    />
  );
}
