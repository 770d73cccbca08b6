import { labels } from '@careers/shared/client';
import { TextField } from '@mui/material';

interface Props {
  value: string;
  onChange(value: string): void;
}

/** The admin's own current password, asked before they change their own e-mail or password. */
export default function CurrentPasswordField({ value, onChange }: Props) {
  return (
    <TextField
      label={labels.accountFields.currentPassword}
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      margin="dense"
    />
  );
}
