import type { DashboardMetrics, SecretSettingStatus } from '@careers/shared';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError } from 'react-admin';
import { api, serverMessage } from './api';

/** fetchJson reads a top-level `message`; Strapi nests it under `error`, so lift it for every screen. */
async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchUtils.fetchJson(url, { ...options, credentials: 'same-origin' });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw new HttpError(serverMessage(error.body) ?? error.message, error.status, error.body);
  }
}

const base = simpleRestProvider('/api/backoffice', httpClient);

/** The simple-rest contract plus the back office's domain actions. */
export const dataProvider = {
  ...base,
  changeUserEmail: (id: string, newEmail: string) =>
    api(`/backoffice/users/${id}/email`, { body: { new_email: newEmail } }),
  setUserPassword: (id: string, password: string, confirm: string) =>
    api(`/backoffice/users/${id}/password`, { body: { new_password: password, confirm_password: confirm } }),
  setUserActive: (id: string, isActive: boolean) =>
    api(`/backoffice/users/${id}/active`, { body: { is_active: isActive } }),
  /** Whether each third-party key is set; the keys themselves never come back. */
  secretSettings: () => api<SecretSettingStatus[]>('/backoffice/settings/secrets'),
  saveSecretSetting: (key: string, value: string) =>
    api<SecretSettingStatus & { message: string }>(`/backoffice/settings/secrets/${key}`, {
      method: 'PUT',
      body: { value },
    }),
  /** Every dashboard figure in one call, optionally limited to one job posting's applications. */
  dashboardMetrics: (jobPostingId?: string) =>
    api<DashboardMetrics>(
      `/backoffice/dashboard/metrics${jobPostingId ? `?job_posting_id=${encodeURIComponent(jobPostingId)}` : ''}`,
    ),
};
export type BackOfficeDataProvider = typeof dataProvider;
