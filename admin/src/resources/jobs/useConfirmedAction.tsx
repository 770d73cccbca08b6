import { labels, messages } from '@careers/shared/client';
import { useState } from 'react';
import { type DataProvider, type RaRecord, useNotify, useRefresh } from 'react-admin';
import ConfirmDialog, { type ConfirmTone } from '../../components/ConfirmDialog';
import { errorText } from '../../providers/api';

export interface ConfirmedAction {
  title: string;
  /** The spec's confirmation text, verbatim. */
  message: string;
  tone: ConfirmTone;
  success: string;
  run(): Promise<unknown>;
}

/** Deleting a template or a posting, asked with the spec's text. */
export const deletion = (
  dataProvider: DataProvider,
  resource: 'job-templates' | 'job-postings',
  record: RaRecord,
  wording: { message: string; success: string },
): ConfirmedAction => ({
  title: labels.jobsAdmin.delete,
  tone: 'danger',
  ...wording,
  run: () => dataProvider.delete(resource, { id: record.id, previousData: record }),
});

/**
 * A jobs action asked first, then run once: its success notice, or the server's message; the page
 * then reads its lists and counts again.
 */
export function useConfirmedAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState<ConfirmedAction | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await pending.run();
      notify(pending.success, { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorText(error, messages.jobsAdmin.actionFailed), { type: 'error' });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      tone={pending?.tone ?? 'warning'}
      title={pending?.title ?? ''}
      message={pending?.message ?? ''}
      busy={busy}
      onConfirm={confirm}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: setPending, dialog };
}
