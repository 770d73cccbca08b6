import { AI_SCORE_BANDS, labels } from '@careers/shared/client';
import MultiSelectFilter from '../../../components/MultiSelectFilter';
import { scoreBandOptions } from '../scores';
import { BOARD_SCORE_BANDS, type BoardScoreBand } from './board';

const text = labels.applicationsAdmin;
const options = scoreBandOptions(BOARD_SCORE_BANDS, AI_SCORE_BANDS);

/** The Applications tab's AI Score filter, with the three bands (high, medium, low). */
export default function ScoreBandFilter({
  value,
  onChange,
}: {
  value: readonly BoardScoreBand[];
  onChange(bands: BoardScoreBand[]): void;
}) {
  return (
    <MultiSelectFilter
      label={text.filters.aiScore}
      options={options}
      value={value}
      onChange={(chosen) => onChange(BOARD_SCORE_BANDS.filter((band) => chosen.includes(band)))}
    />
  );
}
