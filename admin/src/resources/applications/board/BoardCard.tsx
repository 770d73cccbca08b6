import { labels } from '@careers/shared/client';
import { useDraggable } from '@dnd-kit/core';
import { Box, Card, Stack, Typography } from '@mui/material';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { ApplicationRow } from '../application-row';
import ScorecardsChip from '../ScorecardsChip';
import { AiScore } from '../scores';
import { daysWaiting } from './board';

const text = labels.pipelineBoard;

interface FaceProps {
  row: ApplicationRow;
  now: Date;
}

/** What a card shows: the applicant's name, AI score (in its band's colour), days waiting and the scorecards' verdict. */
export function CardFace({ row, now }: FaceProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', p: 1.5 }}>
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {row.full_name}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {text.daysWaiting(daysWaiting(row.created_at, now))}
        </Typography>
        {row.scorecards && (
          <Box sx={{ mt: 0.5, minWidth: 0 }}>
            <ScorecardsChip summary={row.scorecards} />
          </Box>
        )}
      </Stack>
      {/* Read out as "AI Score 91": the chip alone would be a bare number. */}
      <Box component="span" sx={{ position: 'absolute', left: -10000 }}>
        {labels.applicationsAdmin.filters.aiScore}
      </Box>
      <AiScore score={row.ai_score} />
    </Stack>
  );
}

interface Props extends FaceProps {
  canMove: boolean;
  /** Whether the server is still taking this card's move. */
  moving: boolean;
  onOpen(row: ApplicationRow): void;
}

/**
 * A card the admin can pick up (mouse, or Space and the arrows) and open (a click, or Enter). Without
 * the right to manage applications it only opens.
 */
export default function BoardCard({ row, now, canMove, moving, onOpen }: Props) {
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: row.id,
    data: { row },
    disabled: !canMove || moving,
  });
  const movable = canMove && !moving;
  const node = useRef<HTMLDivElement | null>(null);
  // A moved card appears anew in its new column: focus follows it there, unless the admin has gone elsewhere.
  useEffect(() => {
    if (moving && document.activeElement === document.body) node.current?.focus();
  }, [moving]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && !isDragging) return onOpen(row);
    if (movable) listeners?.onKeyDown?.(event);
  };
  return (
    <Card variant="outlined" sx={{ opacity: isDragging || moving ? 0.5 : 1 }} data-testid="board-card">
      {/* A div, not a <button>: a button would also click on the Space that picks the card up. */}
      <Box
        ref={(element: HTMLDivElement | null) => {
          node.current = element;
          setNodeRef(element);
        }}
        // A card that cannot move is a plain button: no "draggable" role description or drag handlers.
        {...(movable ? { ...attributes, ...listeners } : { role: 'button', tabIndex: 0 })}
        onKeyDown={onKeyDown}
        onClick={() => onOpen(row)}
        aria-busy={moving || undefined}
        sx={{
          cursor: movable ? 'grab' : 'pointer',
          touchAction: 'none',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <CardFace row={row} now={now} />
      </Box>
    </Card>
  );
}
