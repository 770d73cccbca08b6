import { recommendationLabels, type ScorecardRecommendation } from '@careers/shared/client';
import { Chip, type ChipProps } from '@mui/material';
import { toneChipSx } from '../../../../components/tone-chip';

type Lean = 'positive' | 'negative' | 'neutral';

/** Yes in green, No in red, the strong ones filled; "no decision" plain. Built once, not per row. */
const LOOKS: Readonly<Record<ScorecardRecommendation, { lean: Lean; chip: ChipProps }>> = {
  strong_yes: { lean: 'positive', chip: { sx: toneChipSx('success') } },
  yes: { lean: 'positive', chip: { variant: 'outlined', color: 'success' } },
  no: { lean: 'negative', chip: { variant: 'outlined', color: 'error' } },
  definitely_not: { lean: 'negative', chip: { sx: toneChipSx('error') } },
  no_decision: { lean: 'neutral', chip: { variant: 'outlined' } },
};

/** One interviewer's overall recommendation, colour-coded by which way it leans. */
export default function RecommendationChip({ recommendation }: { recommendation: ScorecardRecommendation }) {
  const look = LOOKS[recommendation];
  return <Chip size="small" {...look.chip} label={recommendationLabels[recommendation]} data-lean={look.lean} />;
}
