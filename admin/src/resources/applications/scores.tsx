import {
  AI_SCORE_STAR_THRESHOLD,
  aiScoreTone,
  interviewScoreTone,
  labels,
  type SCORE_FILTERS,
} from '@careers/shared/client';
import StarIcon from '@mui/icons-material/Star';
import { Chip, Typography } from '@mui/material';
import { toneChipSx } from '../../components/tone-chip';

type ScoreFilter = (typeof SCORE_FILTERS)[number];
type BandRanges = Readonly<Record<'high' | 'medium' | 'low', { min: number; max: number }>>;

/** A score filter's choices, each band with its range ('High (80-100)'); Scored and Unscored as they are. */
export function scoreBandOptions<Band extends ScoreFilter>(bands: readonly Band[], ranges: BandRanges) {
  const text = labels.applicationsAdmin;
  const ranged = (band: ScoreFilter): band is keyof BandRanges => Object.hasOwn(ranges, band);
  return bands.map((value) => ({
    value,
    label: ranged(value) ? text.scoreBandWithRange(text.scoreBands[value], ranges[value]) : text.scoreBands[value],
  }));
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
