// The back office's one data provider: react-admin's simple-rest contract plus every domain call, as
// react-admin's CRM example does it. Screens call it (or useDataProvider<BackOfficeDataProvider>());
// nothing outside providers/ calls the API itself.
import type { DashboardMetrics } from '@careers/shared';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError } from 'react-admin';
import { api, serverMessage } from './api';
import { applicationCalls } from './application-calls';
import { contentCalls } from './content-calls';
import { hiredStaffCalls } from './hired-staff-calls';
import { interviewCalls } from './interview-calls';
import { jobCalls } from './job-calls';
import { privacyCalls } from './privacy-calls';
import { scorecardCalls } from './scorecard-calls';
import { settingsCalls } from './settings-calls';
import { userCalls } from './user-calls';

/** fetchJson reads a top-level `message`; Strapi nests it under `error`, so lift it for every screen. */
async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchUtils.fetchJson(url, { ...options, credentials: 'same-origin' });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw new HttpError(serverMessage(error.body) ?? error.message, error.status, error.body);
  }
}

export const dataProvider = {
  ...simpleRestProvider('/api/backoffice', httpClient),
  ...applicationCalls,
  ...hiredStaffCalls,
  ...privacyCalls,
  ...jobCalls,
  ...contentCalls,
  ...userCalls,
  ...settingsCalls,
  ...interviewCalls,
  ...scorecardCalls,
  /** Every dashboard figure in one call, optionally limited to one job posting's applications. */
  dashboardMetrics: (jobPostingId?: string) =>
    api<DashboardMetrics>(
      `/backoffice/dashboard/metrics${jobPostingId ? `?job_posting_id=${encodeURIComponent(jobPostingId)}` : ''}`,
    ),
};
export type BackOfficeDataProvider = typeof dataProvider;
