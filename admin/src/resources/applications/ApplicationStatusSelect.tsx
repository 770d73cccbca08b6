import { LIST_APPLICATION_STATUSES, labels } from '@careers/shared/client';
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { applicationActions } from '../../providers/application-actions';
import type { ApplicationRow } from './application-row';

const own = labels.applicationsList;

interface Props {
  row: ApplicationRow;
  canChange: boolean;
  /** After the server took the change: the list reloads (a rejected or hired row leaves an Active view). */
  onChanged(): void;
}

/** The row's status; changing it from the list archives rejected and hired applications (server rule). */
export default function ApplicationStatusSelect({ row, canChange, onChanged }: Props) {
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const change = async (value: string) => {
    const status = LIST_APPLICATION_STATUSES.find((option) => option === value);
    if (!status || status === row.status) return;
    setSaving(true);
    try {
      const answer = await applicationActions.changeStatus(row.id, status);
      notify(answer.message, { type: answer.hiring_email === 'failed' ? 'warning' : 'success' });
      onChanged();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <TextField
      select
      size="small"
      value={row.status}
      disabled={!canChange || saving}
      onChange={(event) => void change(event.target.value)}
      slotProps={{ htmlInput: { 'aria-label': own.statusOf(row.full_name) } }}
      sx={{ minWidth: 140 }}
    >
      {/* pending is not offered, but a pending row must still show its status */}
      {row.status === 'pending' && (
        <MenuItem value="pending" disabled>
          {own.statuses.pending}
        </MenuItem>
      )}
      {LIST_APPLICATION_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {own.statuses[status]}
        </MenuItem>
      ))}
    </TextField>
  );
}
