import type {
  DashboardMetrics,
  EmailTemplateDraft,
  EmailTemplatePreview,
  EmailTemplateTestResult,
  SecretSettingStatus,
  SectionMove,
} from '@careers/shared';
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
  /** `currentPassword` only for one's own account: the server asks for it there (issue 24). */
  changeUserEmail: (id: string, newEmail: string, currentPassword?: string) =>
    api(`/backoffice/users/${id}/email`, { body: { new_email: newEmail, current_password: currentPassword } }),
  setUserPassword: (id: string, password: string, confirm: string, currentPassword?: string) =>
    api(`/backoffice/users/${id}/password`, {
      body: { new_password: password, confirm_password: confirm, current_password: currentPassword },
    }),
  setUserActive: (id: string, isActive: boolean) =>
    api(`/backoffice/users/${id}/active`, { body: { is_active: isActive } }),
  /** Whether each third-party key is set; the keys themselves never come back. */
  secretSettings: () => api<SecretSettingStatus[]>('/backoffice/settings/secrets'),
  saveSecretSetting: (key: string, value: string) =>
    api<SecretSettingStatus & { message: string }>(`/backoffice/settings/secrets/${key}`, {
      method: 'PUT',
      body: { value },
    }),
  /** Activate / Deactivate of a benefit or a page section. */
  setBenefitActive: (id: string, isActive: boolean) =>
    api(`/backoffice/benefits/${id}/active`, { body: { is_active: isActive } }),
  setSectionActive: (id: string, isActive: boolean) =>
    api(`/backoffice/page-sections/${id}/active`, { body: { is_active: isActive } }),
  /** One section one place up or down on its page. */
  moveSection: (id: string, direction: SectionMove) =>
    api(`/backoffice/page-sections/${id}/move`, { body: { direction } }),
  /** Every dashboard figure in one call, optionally limited to one job posting's applications. */
  dashboardMetrics: (jobPostingId?: string) =>
    api<DashboardMetrics>(
      `/backoffice/dashboard/metrics${jobPostingId ? `?job_posting_id=${encodeURIComponent(jobPostingId)}` : ''}`,
    ),
  /** An e-mail template (or the editor's draft of it) rendered by the server with sample values. */
  previewEmailTemplate: (id: string, draft: EmailTemplateDraft) =>
    api<EmailTemplatePreview>(`/backoffice/email-templates/${id}/preview`, { body: draft }),
  sendTestEmail: (id: string, to: string, draft: EmailTemplateDraft) =>
    api<EmailTemplateTestResult>(`/backoffice/email-templates/${id}/test`, { body: { to, ...draft } }),
};
export type BackOfficeDataProvider = typeof dataProvider;
