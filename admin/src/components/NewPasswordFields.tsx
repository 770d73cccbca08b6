import { labels, messages } from '@careers/shared/client';
import PasswordField from './PasswordField';

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
      <PasswordField
        label={labels.accountFields.newPassword}
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
        helperText={messages.passwords.rule}
        autoFocus={autoFocus}
      />
      <PasswordField
        label={labels.accountFields.confirmPassword}
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirm}
      />
    </>
  );
}
