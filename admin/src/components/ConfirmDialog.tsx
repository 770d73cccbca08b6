import { labels } from '@careers/shared/client';
import { CircularProgress, DialogContentText } from '@mui/material';
import { useId } from 'react';
import { Confirm } from 'react-admin';

export type ConfirmTone = 'warning' | 'danger';

interface Props {
  open: boolean;
  tone: ConfirmTone;
  title: string;
  message: string;
  /** Defaults to the shared Confirm / Cancel. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the action runs: both buttons wait and the dialog cannot be dismissed. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

const Waiting = () => <CircularProgress size={16} color="inherit" />;
const ignore = () => {};

/**
 * Asks before an action that sends e-mails, changes many rows or takes a while: react-admin's Confirm,
 * with the texts given as they are (a candidate's name is never read as a translation key).
 */
export default function ConfirmDialog({
  open,
  tone,
  title,
  message,
  confirmLabel = labels.dialogs.confirm,
  cancelLabel = labels.dialogs.cancel,
  busy = false,
  onConfirm,
  onCancel,
}: Props) {
  const messageId = useId();
  return (
    <Confirm
      isOpen={open}
      loading={busy}
      title={<span>{title}</span>}
      content={<DialogContentText id={messageId}>{message}</DialogContentText>}
      confirm={confirmLabel}
      cancel={cancelLabel}
      // react-admin's 'warning' is its red, for what cannot be undone.
      confirmColor={tone === 'danger' ? 'warning' : 'primary'}
      {...(busy ? { ConfirmIcon: Waiting } : {})}
      onConfirm={onConfirm}
      onClose={busy ? ignore : onCancel}
      aria-describedby={messageId}
      slotProps={{ paper: { 'aria-busy': busy } }}
      maxWidth="xs"
      fullWidth
    />
  );
}
