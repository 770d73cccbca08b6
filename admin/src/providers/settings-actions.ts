// Settings' own calls: the form tabs' values and Save Settings, and Advanced's builds and background work.
import type { BackgroundWork, EditableSettingKey, EditableSettings, SiteBuildHistory } from '@careers/shared';
import { api } from './api';

export interface SavedSettings {
  data: EditableSettings;
  changed: EditableSettingKey[];
  message: string;
}

export const settingsActions = {
  /** Every setting the form tabs show; the API keys are not among them. */
  read: () => api<{ data: EditableSettings }>('/backoffice/settings').then((body) => body.data),
  /** Only the changed keys: the server writes one update per key. */
  save: (changes: Partial<EditableSettings>) =>
    api<SavedSettings>('/backoffice/settings', { method: 'PUT', body: changes }),
  siteBuilds: () => api<SiteBuildHistory>('/backoffice/settings/site-builds'),
  rebuild: () => api<{ message: string }>('/backoffice/settings/site-builds', { body: {} }),
  backgroundWork: () => api<BackgroundWork>('/backoffice/settings/background-work'),
  retry: (kind: 'jobs' | 'messages', id: number) =>
    api<{ message: string }>(`/backoffice/settings/background-work/${kind}/${id}/retry`, { body: {} }),
};
