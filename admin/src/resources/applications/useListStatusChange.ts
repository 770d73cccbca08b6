import type { LIST_SET_STATUSES } from '@careers/shared/client';
import { useNotify } from 'react-admin';
import { dataProvider } from '../../providers/data-provider';

type ListStatus = (typeof LIST_SET_STATUSES)[number];

/**
 * Change Status by the list's rule (rejected and hired archive, any other status brings back), with
 * its answer as a notice: hired says whether the congratulations e-mail went. Answers whether the
 * server took the change. The list's status select and the pipeline board both move through it.
 */
export function useListStatusChange() {
  const notify = useNotify();
  return async (id: string, status: ListStatus): Promise<boolean> => {
    try {
      const answer = await dataProvider.changeApplicationStatus(id, status, 'list');
      notify(answer.message, { type: answer.hiring_email === 'failed' ? 'warning' : 'success' });
      return true;
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return false;
    }
  };
}
