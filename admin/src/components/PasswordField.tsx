import { TextField } from '@mui/material';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  /** `new-password` or `current-password`: what a password manager offers. */
  autoComplete: 'new-password' | 'current-password';
  helperText?: string;
  autoFocus?: boolean;
}

/** One password input of the account dialogs and pages, never shown in clear. */
export default function PasswordField({ label, value, onChange, autoComplete, helperText, autoFocus = false }: Props) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={helperText}
      fullWidth
      margin="dense"
      autoFocus={autoFocus}
    />
  );
}
