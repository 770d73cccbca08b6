import { labels } from '@careers/shared/client';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { type ReactNode, type SubmitEvent, useId } from 'react';

interface Props {
  open: boolean;
  title: string;
  submitLabel: string;
  onClose(): void;
  onSubmit(event: SubmitEvent<HTMLFormElement>): void;
  children: ReactNode;
}

/** A small form in a dialog: title, fields, Cancel and the action. */
export default function FormDialog({ open, title, submitLabel, onClose, onSubmit, children }: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <form onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{labels.dialogs.cancel}</Button>
          <Button type="submit" variant="contained">
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
