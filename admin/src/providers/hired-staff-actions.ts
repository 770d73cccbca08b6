// Hired Staff's calls beyond the simple-rest contract: an employee's bank and ID data, its documents,
// and a new onboarding link.
import type { AdminHiredEmployeePrivate, OnboardingDocument } from '@careers/shared';
import { api } from './api';
import { download, fileNameOf } from './application-actions';

export const hiredStaffActions = {
  /** CPR number, IBAN and which documents exist; the server answers 403 to admins without both flags. */
  privateData: (id: string) => api<AdminHiredEmployeePrivate>(`/backoffice/hired-staff/${id}/private`),
  /** Mails a new onboarding link (the one before stops working); the answer's message says where to. */
  newOnboardingLink: (id: string) =>
    api<{ email_sent: boolean; message: string }>(`/backoffice/hired-staff/${id}/onboarding-link`, {
      method: 'POST',
      body: {},
    }),
  async document(id: string, kind: OnboardingDocument): Promise<{ blob: Blob; fileName: string }> {
    const response = await download(`/backoffice/hired-staff/${id}/documents/${kind}`);
    return { blob: await response.blob(), fileName: fileNameOf(response, kind) };
  },
};
