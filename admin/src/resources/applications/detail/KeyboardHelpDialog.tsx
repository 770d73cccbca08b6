import { labels } from '@careers/shared/client';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId } from 'react';

const keys = labels.applicationDialog.keys;
export const TRIAGE_KEYS = [
  { key: 'j', does: keys.next },
  { key: 'k', does: keys.previous },
  { key: 's', does: keys.shortlist },
  { key: 'r', does: keys.reject },
  { key: 'o', does: keys.openCv },
  { key: '?', does: keys.help },
] as const;

/** What `?` shows: the triage keys of the detail dialog. */
export default function KeyboardHelpDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{labels.applicationDialog.keyboardShortcuts}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
          {TRIAGE_KEYS.map((entry) => (
            <Box key={entry.key} sx={{ display: 'contents' }}>
              <Typography component="dt">
                <kbd>{entry.key}</kbd>
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {entry.does}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {labels.dialogs.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
