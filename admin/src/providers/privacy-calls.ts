// The Privacy page's calls: the register, its CSV, and erasure at a candidate's request.
import type { PrivacyRegister } from '@careers/shared';
import { api, downloadFile } from './api';

export interface ErasureRequestAnswer {
  erased: number;
  held: number;
  message: string;
}

export const privacyCalls = {
  privacyRegister: () => api<PrivacyRegister>('/backoffice/privacy/register'),
  privacyRegisterCsv: () => downloadFile('/backoffice/privacy/register.csv', 'privacy-register.csv'),
  /** Erases every application from this candidate's address but those on legal hold; the server says how many. */
  eraseOnRequest: (applicationId: string) =>
    api<ErasureRequestAnswer>(`/backoffice/applications/${encodeURIComponent(applicationId)}/erasure`, { body: {} }),
};
