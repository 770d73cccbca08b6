import { LIST_SET_STATUSES, labels } from '@careers/shared/client';
import { MenuItem, TextField } from '@mui/material';
import { useId, useState } from 'react';
import type { ApplicationRow } from './application-row';
import { useListStatusChange } from './useListStatusChange';

const own = labels.applicationsList;

interface Props {
  row: ApplicationRow;
  canChange: boolean;
  /** After the server took the change: the list reloads (a rejected or hired row leaves an Active view). */
  onChanged(): void;
}

/** The row's status; changing it from the list archives rejected and hired applications (server rule). */
export default function ApplicationStatusSelect({ row, canChange, onChanged }: Props) {
  const changeStatus = useListStatusChange();
  const [saving, setSaving] = useState(false);
  const nameId = useId();
  const displayId = useId();
  const change = async (value: string) => {
    const status = LIST_SET_STATUSES.find((option) => option === value);
    if (!status || status === row.status) return;
    setSaving(true);
    const changed = await changeStatus(row.id, status);
    setSaving(false);
    if (changed) onChanged();
  };
  // Named "Status of <applicant>" followed by the status shown, so the visible text is part of the name.
  return (
    <>
      <span id={nameId} hidden>
        {own.statusOf(row.full_name)}
      </span>
      <TextField
        select
        size="small"
        variant="outlined"
        margin="none"
        fullWidth={false}
        value={row.status}
        disabled={!canChange || saving || row.status === 'withdrawn'}
        onChange={(event) => void change(event.target.value)}
        slotProps={{ select: { SelectDisplayProps: { id: displayId, 'aria-labelledby': `${nameId} ${displayId}` } } }}
        sx={{ minWidth: 130 }}
      >
        {/* pending and withdrawn are not offered, but such a row must still show its status */}
        {(row.status === 'pending' || row.status === 'withdrawn') && (
          <MenuItem value={row.status} disabled>
            {own.statuses[row.status]}
          </MenuItem>
        )}
        {LIST_SET_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {own.statuses[status]}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
