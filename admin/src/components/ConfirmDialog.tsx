import { labels } from '@careers/shared/client';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';

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

/** Asks before an action that sends e-mails, changes many rows or takes a while. */
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
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          variant="contained"
          color={tone === 'danger' ? 'error' : 'warning'}
          aria-busy={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          autoFocus
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
