import type { ApplicationScorecards, InterviewerScorecard } from '@careers/shared';
import { messages, ratingLabels } from '@careers/shared/client';
import { Box } from '@mui/material';
import { memo } from 'react';

type FocusAttribute = ApplicationScorecards['interviews'][number]['focus_attributes'][number];

interface Props {
  attributes: readonly FocusAttribute[];
  /** The submitted scorecards: one column each, ratings aligned with `attributes`. */
  scorecards: readonly InterviewerScorecard[];
}

/**
 * A plain table styled once from its wrapper: with 6 interviewers × 12 attributes, one styled
 * component per cell (MUI's TableCell) took most of the tab's render time.
 */
const GRID_SX = {
  overflowX: 'auto',
  mb: 2,
  '& table': { borderCollapse: 'collapse', width: '100%', typography: 'body2' },
  '& th, & td': {
    textAlign: 'left',
    verticalAlign: 'top',
    px: 1.5,
    py: 0.75,
    borderBottom: 1,
    borderColor: 'divider',
  },
  '& thead th': { fontWeight: 600, whiteSpace: 'nowrap' },
  '& tbody th': { fontWeight: 500 },
  '& td[data-rating="strong_yes"], & td[data-rating="yes"]': { color: 'success.main' },
  '& td[data-rating="no"], & td[data-rating="definitely_not"]': { color: 'error.main' },
} as const;

/** Each focus attribute against each interviewer: the 5-point rating, or an empty cell when not rated. */
function RatingsGrid({ attributes, scorecards }: Props) {
  return (
    <Box sx={GRID_SX}>
      <table data-testid="ratings-grid">
        <thead>
          <tr>
            <th scope="col">{messages.scorecards.attribute}</th>
            {scorecards.map((card) => (
              <th scope="col" key={card.id}>
                {card.interviewer_name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {attributes.map((attribute, row) => (
            // The interview's attributes are a fixed snapshot whose order aligns the ratings; names may repeat.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={row}>
              <th scope="row" title={attribute.good_looks_like}>
                {attribute.name}
              </th>
              {scorecards.map((card) => {
                const rating = card.ratings[row] ?? null;
                return (
                  <td key={card.id} data-rating={rating ?? undefined}>
                    {rating && ratingLabels[rating]}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

export default memo(RatingsGrid);
