import type { ApplicationScorecards, InterviewerScorecard } from '@careers/shared';
import { messages, ratingLabels } from '@careers/shared/client';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { memo } from 'react';

type FocusAttribute = ApplicationScorecards['interviews'][number]['focus_attributes'][number];

interface Props {
  attributes: readonly FocusAttribute[];
  /** The submitted scorecards: one column each, ratings aligned with `attributes`. */
  scorecards: readonly InterviewerScorecard[];
}

/** Each focus attribute against each interviewer: the 5-point rating, or an empty cell when not rated. */
function RatingsGrid({ attributes, scorecards }: Props) {
  return (
    <TableContainer sx={{ mb: 2 }}>
      <Table size="small" data-testid="ratings-grid">
        <TableHead>
          <TableRow>
            <TableCell>{messages.scorecards.attribute}</TableCell>
            {scorecards.map((card) => (
              <TableCell key={card.id}>{card.interviewer_name}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {attributes.map((attribute, row) => (
            // The interview's attributes are a fixed snapshot whose order aligns the ratings; names may repeat.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <TableRow key={row}>
              <TableCell component="th" scope="row" title={attribute.good_looks_like}>
                {attribute.name}
              </TableCell>
              {scorecards.map((card) => {
                const rating = card.ratings[row] ?? null;
                return (
                  <TableCell key={card.id} data-rating={rating ?? undefined}>
                    {rating && ratingLabels[rating]}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export default memo(RatingsGrid);
