import SettingsForm from './SettingsForm';

/** Settings → General: the system's name, maintenance mode, application limits, AI scoring, cost per hire. */
export default function GeneralSettings() {
  return <SettingsForm tab="general" />;
}
