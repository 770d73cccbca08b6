import { AI_SCORE_BANDS, AI_SCORE_STAR_THRESHOLD, INTERVIEW_SCORE_BANDS, labels } from '@careers/shared/client';
import StarIcon from '@mui/icons-material/Star';
import { Chip, Typography } from '@mui/material';

type Tone = 'success' | 'warning' | 'error';

/** Section 9: AI 80+ green, 60-79 amber, below 60 red. */
export function aiScoreTone(score: number): Tone {
  if (score >= AI_SCORE_BANDS.high.min) return 'success';
  return score >= AI_SCORE_BANDS.medium.min ? 'warning' : 'error';
}

/** Section 9: interview 8+ green, 5-7 amber, below 5 red. */
export function interviewScoreTone(score: number): Tone {
  if (score >= INTERVIEW_SCORE_BANDS.high.min) return 'success';
  return score >= INTERVIEW_SCORE_BANDS.medium.min ? 'warning' : 'error';
}

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
      color={aiScoreTone(score)}
      label={score}
      icon={score >= AI_SCORE_STAR_THRESHOLD ? <StarIcon aria-hidden /> : undefined}
      sx={{ fontWeight: 700 }}
    />
  );
}

export function InterviewScoreChip({ score }: { score: number }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={interviewScoreTone(score)}
      label={labels.applicationsList.interviewScore(score)}
    />
  );
}
