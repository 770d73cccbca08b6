import { useState } from 'react';
import { useNotify } from 'react-admin';
import ConfirmDialog, { type ConfirmTone } from '../components/ConfirmDialog';
import { errorText } from '../providers/api';

export interface ConfirmedAction {
  title: string;
  /** The product's confirmation text, used verbatim. */
  message: string;
  tone: ConfirmTone;
  /** The confirm button's words; the shared Confirm when none. */
  confirmLabel?: string;
  /** Does the work and tells its outcome (a notice, a dialog); a failure is told by the hook. */
  run(): Promise<void>;
}

/**
 * An action asked first, then run once: both buttons wait while it runs, a failure shows the
 * server's refusal or `failure`, and the dialog closes either way. `perform` runs an action that
 * needs no question with the same waiting and failure.
 */
export function useConfirmedAction(failure: string) {
  const notify = useNotify();
  const [pending, setPending] = useState<ConfirmedAction | null>(null);
  const [busy, setBusy] = useState(false);
  const perform = async (run: () => Promise<void>) => {
    setBusy(true);
    try {
      await run();
    } catch (error) {
      notify(errorText(error, failure), { type: 'error' });
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
      {...(pending?.confirmLabel ? { confirmLabel: pending.confirmLabel } : {})}
      busy={busy}
      onConfirm={() => pending && void perform(pending.run)}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: setPending, perform, busy, dialog };
}
