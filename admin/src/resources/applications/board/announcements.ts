// What a screen reader hears while a card moves (dnd-kit reads these into its live region).
import { messages } from '@careers/shared/client';
import type { Active, Announcements, Over } from '@dnd-kit/core';
import type { ApplicationRow } from '../application-row';
import { statusName } from '../detail/StatusBadge';

const text = messages.pipelineBoard;

const rowOf = (active: Active): ApplicationRow | undefined => active.data.current?.row;
const nameOf = (active: Active) => rowOf(active)?.full_name ?? String(active.id);
const fromOf = (active: Active) => statusName(rowOf(active)?.status ?? '');
const columnOf = (over: Over) => statusName(String(over.id));

export const boardAnnouncements: Announcements = {
  onDragStart: ({ active }) => text.pickedUp(nameOf(active), fromOf(active)),
  onDragOver: ({ active, over }) => (over ? text.over(nameOf(active), columnOf(over)) : text.notOver(nameOf(active))),
  onDragEnd: ({ active, over }) =>
    over ? text.dropped(nameOf(active), columnOf(over)) : text.cancelled(nameOf(active), fromOf(active)),
  onDragCancel: ({ active }) => text.cancelled(nameOf(active), fromOf(active)),
};
