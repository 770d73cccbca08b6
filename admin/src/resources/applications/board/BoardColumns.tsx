import type { ApplicationStatus } from '@careers/shared/client';
import { Stack } from '@mui/material';
import type { ApplicationRow } from '../application-row';
import BoardColumn from './BoardColumn';
import { BOARD_COLUMNS, type BoardScoreBand, columnCards, type PendingMove } from './board';
import { useBoardColumn } from './useBoardColumn';

interface Props {
  postingId: string;
  bands: readonly BoardScoreBand[];
  now: Date;
  canMove: boolean;
  moves: ReadonlyMap<string, PendingMove>;
  onOpen(row: ApplicationRow): void;
}

/** A column that reads its own page of the list. */
function ReadingColumn({ status, ...props }: Props & { status: ApplicationStatus }) {
  const column = useBoardColumn(props.postingId, status, props.bands);
  return (
    <BoardColumn
      status={status}
      column={column}
      cards={columnCards(status, column.rows, props.moves)}
      now={props.now}
      canMove={props.canMove}
      moving={new Set(props.moves.keys())}
      onOpen={props.onOpen}
    />
  );
}

/** The seven columns side by side; the row scrolls sideways on a narrow screen, never the page. */
export default function BoardColumns(props: Props) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ overflowX: 'auto', pb: 1, alignItems: 'flex-start' }}>
      {BOARD_COLUMNS.map((status) => (
        <ReadingColumn key={status} status={status} {...props} />
      ))}
    </Stack>
  );
}
