import { useState } from 'react';
import ConfirmDialog from './ConfirmDialog';

interface Props<Item> {
  /** What is about to be deleted; null keeps the dialog closed. */
  item: Item | null;
  title: string;
  message(item: Item): string;
  onDelete(item: Item): Promise<unknown>;
  onClose(): void;
}

/** Delete asks confirmation, since nothing deleted comes back; the dialog waits while the delete runs. */
export default function DeleteConfirmation<Item>({ item, title, message, onDelete, onClose }: Props<Item>) {
  const [busy, setBusy] = useState(false);
  const confirm = async (chosen: Item) => {
    setBusy(true);
    await onDelete(chosen);
    setBusy(false);
    onClose();
  };
  return (
    <ConfirmDialog
      open={item !== null}
      tone="danger"
      title={title}
      message={item === null ? '' : message(item)}
      busy={busy}
      onConfirm={() => item !== null && void confirm(item)}
      onCancel={onClose}
    />
  );
}
