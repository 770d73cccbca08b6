import SettingsForm from './SettingsForm';

/** Settings → Email: the sender, the automatic e-mails' timing, the notifications and the four triggers. */
export default function EmailSettings() {
  return <SettingsForm tab="email" />;
}
