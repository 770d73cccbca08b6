import { labels } from '@careers/shared/client';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { type ReactNode, type SubmitEvent, useId } from 'react';

interface Props {
  open: boolean;
  title: string;
  submitLabel: string;
  onClose(): void;
  /** The dialog's own form; or, with `formId`, the form its children render (react-admin's Form). */
  onSubmit?(event: SubmitEvent<HTMLFormElement>): void;
  formId?: string;
  /** A long form: the dialog takes the width of a page's content. */
  wide?: boolean;
  children: ReactNode;
  /** While sending: nothing can be pressed and the dialog stays open. */
  busy?: boolean;
  /** The form checks itself with its shared schema instead of the browser's own checks. */
  noValidate?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md';
}

/** A small form in a dialog: title, fields, Cancel and the action. */
export default function FormDialog({
  open,
  title,
  submitLabel,
  onClose,
  onSubmit,
  formId,
  wide,
  children,
  busy = false,
  noValidate = false,
  maxWidth,
}: Props) {
  const titleId = useId();
  const content = (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {labels.dialogs.cancel}
        </Button>
        <Button type="submit" variant="contained" form={formId} disabled={busy} aria-busy={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </>
  );
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={wide ? 'md' : (maxWidth ?? 'sm')}
      fullWidth={wide || maxWidth !== undefined}
    >
      {formId ? (
        content
      ) : (
        <form onSubmit={onSubmit} noValidate={noValidate}>
          {content}
        </form>
      )}
    </Dialog>
  );
}
