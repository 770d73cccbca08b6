import { type ApplicationStatus, labels, messages } from '@careers/shared/client';
import { useDroppable } from '@dnd-kit/core';
import { Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import type { ApplicationRow } from '../application-row';
import { statusName } from '../detail/StatusBadge';
import BoardCard from './BoardCard';
import { dropStatusOf } from './board';
import type { BoardColumnData } from './useBoardColumn';

const text = labels.pipelineBoard;

interface Props {
  status: ApplicationStatus;
  column: BoardColumnData;
  /** The column's cards: what it read, with the moves still on their way. */
  cards: readonly ApplicationRow[];
  now: Date;
  canMove: boolean;
  moving: ReadonlySet<string>;
  onOpen(row: ApplicationRow): void;
}

/** One status: its name and total, the cards by score, "Load more" while the list has more. */
export default function BoardColumn({ status, column, cards, now, canMove, moving, onOpen }: Props) {
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: status, disabled: !canMove || dropStatusOf(status) === null });
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      data-testid={`board-column-${status}`}
      sx={{
        flex: '0 0 260px',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        p: 1.5,
        bgcolor: isOver ? 'action.selected' : 'background.default',
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {statusName(status)}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="column-total">
          {text.columnTotal(column.total)}
        </Typography>
      </Stack>
      {column.loading ? (
        <Stack spacing={1} data-testid="column-skeleton">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={64} />
          ))}
        </Stack>
      ) : cards.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>
          {messages.pipelineBoard.noApplications}
        </Typography>
      ) : (
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {cards.map((row) => (
            <li key={row.id}>
              <BoardCard row={row} now={now} canMove={canMove} moving={moving.has(row.id)} onOpen={onOpen} />
            </li>
          ))}
        </Stack>
      )}
      {column.hasMore && (
        <Button size="small" onClick={column.loadMore} disabled={column.loadingMore}>
          {text.loadMore}
        </Button>
      )}
    </Paper>
  );
}
