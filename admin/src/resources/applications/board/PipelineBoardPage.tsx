import { labels } from '@careers/shared/client';
import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Card, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { AccessDenied, CanAccess, Title, useCanAccess } from 'react-admin';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { ApplicationRow } from '../application-row';
import { useFacets } from '../useFacets';
import { boardAnnouncements } from './announcements';
import { CardFace } from './BoardCard';
import BoardColumns from './BoardColumns';
import BoardRejectionDialog from './BoardRejectionDialog';
import { bandsOf, paramsOfBands } from './board';
import { columnCoordinates, type KeyboardPlace } from './keyboard-moves';
import ScoreBandFilter from './ScoreBandFilter';
import { useBoardMoves } from './useBoardMoves';

const text = labels.pipelineBoard;

/**
 * One posting's pipeline at /jobs/:postingId/board: a column per status, a card per application by
 * score, moved by mouse or keyboard (Space, arrows, Space; Escape cancels). Read-only without the
 * right to manage applications; the server refuses the change anyway.
 */
export default function PipelineBoardPage() {
  const { postingId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const bands = bandsOf(params);
  const navigate = useNavigate();
  const location = useLocation();
  const { canAccess: canMove = false, isPending: askingAccess } = useCanAccess({
    resource: 'applications',
    action: 'edit',
  });
  const facets = useFacets(0);
  const postingTitle = facets.job_positions.find((posting) => posting.id === postingId)?.title;
  const heading = postingTitle ? text.title(postingTitle) : text.untitled;
  const [now] = useState(() => new Date());
  const [dragged, setDragged] = useState<ApplicationRow | null>(null);
  const board = useBoardMoves();
  const keyboardPlace = useRef<KeyboardPlace>({ current: null }).current;
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click still opens the application.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnCoordinates(keyboardPlace),
      // Enter opens the card; Space picks it up and drops it.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const rowOf = (event: DragStartEvent | DragEndEvent): ApplicationRow | undefined => event.active.data.current?.row;
  const startDrag = (event: DragStartEvent) => {
    keyboardPlace.current = null;
    setDragged(rowOf(event) ?? null);
  };
  const stopDrag = () => {
    keyboardPlace.current = null;
    setDragged(null);
  };
  const onDragEnd = (event: DragEndEvent) => {
    stopDrag();
    const row = rowOf(event);
    const to = event.over?.id;
    if (row && to !== undefined) void board.drop(row, String(to));
  };
  const open = (row: ApplicationRow) =>
    navigate(`/applications/${row.id}`, { state: { from: `${location.pathname}${location.search}` } });

  return (
    <CanAccess resource="applications" action="list" accessDenied={<AccessDenied />}>
      <Title title={heading} />
      <Stack direction="row" useFlexGap spacing={2} sx={{ mt: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
          {heading}
        </Typography>
        <ScoreBandFilter value={bands} onChange={(chosen) => setParams(paramsOfBands(chosen))} />
      </Stack>
      {!canMove && !askingAccess && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {text.readOnly}
        </Typography>
      )}
      <DndContext
        sensors={sensors}
        accessibility={{
          announcements: boardAnnouncements,
          screenReaderInstructions: { draggable: text.dragInstructions },
        }}
        onDragStart={startDrag}
        onDragCancel={stopDrag}
        onDragEnd={onDragEnd}
      >
        <BoardColumns
          postingId={postingId}
          bands={bands}
          now={now}
          canMove={canMove}
          moves={board.moves}
          onOpen={open}
        />
        <DragOverlay>
          {dragged && (
            <Card raised>
              <CardFace row={dragged} now={now} />
            </Card>
          )}
        </DragOverlay>
      </DndContext>
      <BoardRejectionDialog
        row={board.rejecting}
        onSchedule={board.scheduleRejection}
        onCancel={board.cancelRejection}
      />
    </CanAccess>
  );
}
