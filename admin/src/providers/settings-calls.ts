// Settings' own calls: the form tabs' values and Save Settings, the API keys, and Advanced's builds and
// background work.
import type {
  AiProvider,
  BackgroundWork,
  EditableSettings,
  MessageAnswer,
  SecretSettingStatus,
  SettingsSaved,
  SiteBuildHistory,
} from '@careers/shared';
import { api } from './api';

export const settingsCalls = {
  /** Every setting the form tabs show; the API keys are not among them. */
  readSettings: async () => (await api<{ data: EditableSettings }>('/backoffice/settings')).data,
  /** Only the changed keys: the server writes one update per key. */
  saveSettings: (changes: Partial<EditableSettings>) =>
    api<SettingsSaved>('/backoffice/settings', { method: 'PUT', body: changes }),
  /** Whether each third-party key is set; the keys themselves never come back. */
  secretSettings: () => api<SecretSettingStatus[]>('/backoffice/settings/secrets'),
  /** Where AI requests go: the provider's host, and whether it is in Bahrain. */
  aiProvider: () => api<AiProvider>('/backoffice/settings/ai-provider'),
  saveSecretSetting: (key: string, value: string) =>
    api<SecretSettingStatus & MessageAnswer>(`/backoffice/settings/secrets/${key}`, { method: 'PUT', body: { value } }),
  siteBuilds: () => api<SiteBuildHistory>('/backoffice/settings/site-builds'),
  rebuildSite: () => api<MessageAnswer>('/backoffice/settings/site-builds', { body: {} }),
  backgroundWork: () => api<BackgroundWork>('/backoffice/settings/background-work'),
  retryBackgroundWork: (kind: 'jobs' | 'messages', id: number) =>
    api<MessageAnswer>(`/backoffice/settings/background-work/${kind}/${id}/retry`, { body: {} }),
};
