// Keyboard dragging across the board: the left and right arrows jump a picked-up card to the next
// column that takes drops, instead of dnd-kit's default nudge of a few pixels.
import type { ApplicationStatus } from '@careers/shared/client';
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { BOARD_COLUMNS } from './board';

const STEPS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowLeft: -1 };

/** The column `step` places from `from`, skipping those that are not drop targets (not measured). */
export function nextColumn(
  from: ApplicationStatus,
  step: number,
  isTarget: (status: ApplicationStatus) => boolean,
): ApplicationStatus | null {
  for (let index = BOARD_COLUMNS.indexOf(from) + step; index >= 0 && index < BOARD_COLUMNS.length; index += step) {
    const status = BOARD_COLUMNS[index];
    if (status !== undefined && isTarget(status)) return status;
  }
  return null;
}

const isStatus = (value: unknown): value is ApplicationStatus => (BOARD_COLUMNS as readonly unknown[]).includes(value);

/** Where the keyboard last placed the card in this drag (null: not moved yet, or no drag). */
export interface KeyboardPlace {
  current: ApplicationStatus | null;
}

/**
 * The arrows' moves. Each starts from the column the last one chose: dnd-kit's own idea of where the
 * card is (`over`, the collision rect) is only updated after a render, and a fast second arrow would
 * read it stale. The board clears `place` when a drag starts and ends.
 */
export function columnCoordinates(place: KeyboardPlace): KeyboardCoordinateGetter {
  return (event, { context }) => {
    const step = Object.hasOwn(STEPS, event.code) ? STEPS[event.code] : undefined;
    if (step === undefined) return undefined;
    event.preventDefault();
    const { active, droppableRects } = context;
    const current = place.current ?? active?.data.current?.row?.status;
    if (!isStatus(current)) return undefined;
    const target = nextColumn(current, step, (status) => droppableRects.has(status));
    const rect = target === null ? undefined : droppableRects.get(target);
    if (!rect) return undefined;
    place.current = target;
    // The card's corner a little inside the column, below its heading: it then overlaps that column most.
    return { x: rect.left + 12, y: rect.top + 48 };
  };
}
