import { messages } from '@careers/shared/client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { dataProvider } from '../../../providers/data-provider';
import type { ApplicationRow } from '../application-row';
import { useListStatusChange } from '../useListStatusChange';
import { dropStatusOf, type PendingMove } from './board';

/**
 * What a drop does: rejected asks for the rejection e-mail's time first (the detail dialog's panel);
 * any other status changes at once through Change Status, by the list's rule, hired with its
 * congratulations e-mail. The card shows in its new column until the columns have read again.
 */
export function useBoardMoves() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const changeStatus = useListStatusChange();
  const [moves, setMoves] = useState<ReadonlyMap<string, PendingMove>>(new Map());
  const [rejecting, setRejecting] = useState<ApplicationRow | null>(null);

  const settle = useCallback((id: string) => {
    setMoves((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);
  /** Every column (and the list, and the dashboard) reads again; the answer is what the server has. */
  const reread = useCallback(() => queryClient.invalidateQueries({ queryKey: ['applications'] }), [queryClient]);

  /** A card let go over a column (`to`, the column's id: its status). */
  const drop = async (row: ApplicationRow, to: string) => {
    const status = dropStatusOf(to);
    if (status === null || status === row.status || moves.has(row.id)) return;
    if (status === 'rejected') return setRejecting(row);
    setMoves((current) => new Map(current).set(row.id, { row, to: status }));
    if (await changeStatus(row.id, status)) await reread();
    settle(row.id);
  };

  const scheduleRejectionOf = async (row: ApplicationRow, date: string, time: string) => {
    // A failure stays in the panel, with its message (the panel catches it).
    const answer = await dataProvider.scheduleRejection(row.id, date, time);
    setRejecting(null);
    setMoves((current) => new Map(current).set(row.id, { row, to: 'rejected' }));
    if (answer.email_sent) {
      notify(messages.applicationDialog.rejectionScheduled(`${date} ${time}`), { type: 'success' });
    } else {
      // The card moved: only its e-mail cannot go, and the recruiter is told why.
      notify(answer.message, { type: 'warning' });
    }
    await reread();
    settle(row.id);
  };

  return {
    moves,
    drop,
    rejecting,
    cancelRejection: () => setRejecting(null),
    scheduleRejection: scheduleRejectionOf,
  };
}
