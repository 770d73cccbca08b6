import { labels } from '@careers/shared/client';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';

const text = labels.interviewAgenda;

export interface ShownFeed {
  name: string;
  url: string;
  message: string;
}

/** The new secret address, shown once, with a copy button; closing the dialog forgets it. */
export default function FeedLinkDialog({ feed, onClose }: { feed: ShownFeed | null; onClose(): void }) {
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  const copy = async () => {
    if (!feed) return;
    try {
      await navigator.clipboard.writeText(feed.url);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin): the address stays selected in the field to copy by hand.
      document.getElementById(`${titleId}-url`)?.focus();
    }
  };
  return (
    <Dialog open={feed !== null} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{feed ? text.feedDialogTitle(feed.name) : ''}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="success">{feed?.message}</Alert>
          <DialogContentText>{text.feedDialogHelp}</DialogContentText>
          <TextField
            id={`${titleId}-url`}
            label={text.feedUrl}
            value={feed?.url ?? ''}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, inputLabel: { shrink: true } }}
            onFocus={(event) => event.target.select()}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()} variant="contained">
          {copied ? text.copied : text.copy}
        </Button>
        <Button onClick={close}>{text.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
