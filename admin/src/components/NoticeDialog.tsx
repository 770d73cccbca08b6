import { labels } from '@careers/shared/client';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';

export type NoticeSeverity = 'success' | 'error' | 'warning' | 'info';

export interface NoticeDetail {
  label: string;
  value: string | number;
}

export interface Notice {
  severity: NoticeSeverity;
  title: string;
  message: string;
  details?: NoticeDetail[];
}

interface Props {
  /** The notice to show; none keeps the dialog closed. */
  notice: Notice | null;
  onClose(): void;
}

/** The outcome of an action the recruiter must acknowledge: a titled message, optional counts, OK. */
export default function NoticeDialog({ notice, onClose }: Props) {
  const titleId = useId();
  const messageId = useId();
  // The last notice stays on screen while the dialog fades out: an empty dialog would flash, nameless.
  const [shown, setShown] = useState(notice);
  if (notice !== null && notice !== shown) setShown(notice);
  return (
    <Dialog
      open={notice !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      {shown && (
        <>
          <DialogTitle id={titleId}>{shown.title}</DialogTitle>
          <DialogContent>
            <Alert severity={shown.severity} id={messageId}>
              {shown.message}
            </Alert>
            {shown.details && shown.details.length > 0 && (
              <Stack component="dl" spacing={0.5} sx={{ mt: 2, mb: 0 }}>
                {shown.details.map((detail) => (
                  <Stack key={detail.label} direction="row" spacing={1}>
                    <Typography component="dt" sx={{ fontWeight: 600 }}>
                      {detail.label}:
                    </Typography>
                    <Typography component="dd" sx={{ m: 0 }}>
                      {detail.value}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained" autoFocus>
              {labels.dialogs.ok}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
