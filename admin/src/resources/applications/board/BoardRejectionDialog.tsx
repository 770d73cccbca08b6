import { messages } from '@careers/shared/client';
import { Box, Dialog, Typography } from '@mui/material';
import type { ApplicationRow } from '../application-row';
import RejectionPanel from '../detail/RejectionPanel';

interface Props {
  /** The application dropped on Rejected; none: the dialog is closed. */
  row: ApplicationRow | null;
  onSchedule(row: ApplicationRow, date: string, time: string): Promise<void>;
  onCancel(): void;
}

/** A drop on Rejected: the detail dialog's 'Schedule Rejection Email' panel, for the dropped applicant. */
export default function BoardRejectionDialog({ row, onSchedule, onCancel }: Props) {
  return (
    <Dialog
      open={row !== null}
      onClose={onCancel}
      // The dialog element is MUI's paper: the name goes there.
      slotProps={{ paper: { 'aria-label': messages.applications.scheduleRejectionEmail } }}
      fullWidth
      maxWidth="sm"
    >
      {row && (
        <Box sx={{ p: 2 }}>
          <Typography variant="subtitle1">{row.full_name}</Typography>
          <RejectionPanel onSchedule={(date, time) => onSchedule(row, date, time)} onCancel={onCancel} />
        </Box>
      )}
    </Dialog>
  );
}
