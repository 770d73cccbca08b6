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
  Typography,
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
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const close = () => {
    setCopied(null);
    onClose();
  };
  const copy = async () => {
    if (!feed) return;
    try {
      await navigator.clipboard.writeText(feed.url);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure origin, or refused): the address is selected in the field to copy by hand.
      setCopied('failed');
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
          {/* Announced: whether the copy worked, or that it must be done by hand. */}
          <Typography role="status" variant="body2" color={copied === 'failed' ? 'error' : 'text.secondary'}>
            {copied === 'yes' ? text.copiedStatus : copied === 'failed' ? text.copyFailed : ''}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()} variant="contained">
          {copied === 'yes' ? text.copied : text.copy}
        </Button>
        <Button onClick={close}>{text.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
