import { labels, messages } from '@careers/shared/client';
import { TextField } from '@mui/material';

interface Props {
  password: string;
  confirm: string;
  onPassword(value: string): void;
  onConfirm(value: string): void;
  autoFocus?: boolean;
}

/** A new password, typed twice (reset link and Reset Password), with the password rules beside it. */
export default function NewPasswordFields({ password, confirm, onPassword, onConfirm, autoFocus = false }: Props) {
  return (
    <>
      <TextField
        label={labels.accountFields.newPassword}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        helperText={messages.passwords.rule}
        fullWidth
        margin="dense"
        autoFocus={autoFocus}
      />
      <TextField
        label={labels.accountFields.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => onConfirm(event.target.value)}
        fullWidth
        margin="dense"
      />
    </>
  );
}
