// Hired Staff's calls beyond the simple-rest contract: an employee's bank and ID data, its documents,
// and a new onboarding link.
import type { AdminHiredEmployeePrivate, OnboardingDocument, OnboardingLinkAnswer } from '@careers/shared';
import { api, downloadFile } from './api';

const one = (id: string) => `/backoffice/hired-staff/${encodeURIComponent(id)}`;

export const hiredStaffCalls = {
  /** CPR number, IBAN and which documents exist; the server answers 403 to admins without both flags. */
  employeePrivateData: (id: string) => api<AdminHiredEmployeePrivate>(`${one(id)}/private`),
  /** Mails a new onboarding link (the one before stops working); the answer's message says where to. */
  newOnboardingLink: (id: string) => api<OnboardingLinkAnswer>(`${one(id)}/onboarding-link`, { body: {} }),
  employeeDocument: (id: string, kind: OnboardingDocument) => downloadFile(`${one(id)}/documents/${kind}`, kind),
};
