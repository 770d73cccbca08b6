import { labels } from '@careers/shared/client';
import PasswordField from './PasswordField';

interface Props {
  value: string;
  onChange(value: string): void;
}

/** The admin's own current password, asked before they change their own e-mail or password. */
export default function CurrentPasswordField({ value, onChange }: Props) {
  return (
    <PasswordField
      label={labels.accountFields.currentPassword}
      autoComplete="current-password"
      value={value}
      onChange={onChange}
    />
  );
}
