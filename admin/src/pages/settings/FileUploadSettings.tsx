import SettingsForm from './SettingsForm';

/** Settings → File Upload: the largest CV accepted (1-100 MB) and the extensions allowed. */
export default function FileUploadSettings() {
  return <SettingsForm tab="file-upload" />;
}
