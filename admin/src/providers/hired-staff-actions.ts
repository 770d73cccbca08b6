// Hired Staff's calls beyond the simple-rest contract: an employee's bank and ID data, and its documents.
import type { AdminHiredEmployeePrivate, OnboardingDocument } from '@careers/shared';
import { api } from './api';
import { download, fileNameOf } from './application-actions';

export const hiredStaffActions = {
  /** CPR number, IBAN and which documents exist; the server answers 403 to admins without both flags. */
  privateData: (id: string) => api<AdminHiredEmployeePrivate>(`/backoffice/hired-staff/${id}/private`),
  async document(id: string, kind: OnboardingDocument): Promise<{ blob: Blob; fileName: string }> {
    const response = await download(`/backoffice/hired-staff/${id}/documents/${kind}`);
    return { blob: await response.blob(), fileName: fileNameOf(response, kind) };
  },
};
