import { type AdminHiredEmployeePrivate, type AuditAction, messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { Refusal } from '../../platform/refusal';
import type { PrivateFileStore } from '../../platform/storage/private-files';
import { auditActor, type ChangeActor } from '../auth/actor';
import { writeAudit } from '../auth/audit';
import { type EmployeeColumns, hiredEmployeePrivateData } from './employee-output';
import { HIRED_EMPLOYEE } from './hired-employee';
import { documentKindOf, type OpenedDocument, openOnboardingDocument } from './onboarding-documents';

// A hired employee's bank and ID data: each read and its audit line are one
// function, so nothing is handed over unless its line was written.

const EMPLOYEE_ID = /^[a-z0-9]{10,40}$/;

/** The employee by their document id; a malformed id is as unknown as a missing one (404). */
async function employeeById(strapi: Core.Strapi, id: string): Promise<EmployeeColumns> {
  const row: EmployeeColumns | null = EMPLOYEE_ID.test(id)
    ? await strapi.db.query(HIRED_EMPLOYEE).findOne({ where: { documentId: id } })
    : null;
  if (!row) throw new Refusal(404, messages.hiredStaff.notFound);
  return row;
}

function auditRead(
  strapi: Core.Strapi,
  action: AuditAction,
  employee: EmployeeColumns,
  by: ChangeActor,
  details: Record<string, string>,
): Promise<void> {
  return writeAudit(strapi, {
    action,
    ...auditActor(by),
    entityType: 'hired_employee',
    entityId: employee.documentId,
    details,
  });
}

/** The CPR number, IBAN and which documents exist, once the read's audit line is written. */
export async function readPrivateDataAudited(
  strapi: Core.Strapi,
  employeeId: string,
  by: ChangeActor,
): Promise<AdminHiredEmployeePrivate> {
  const employee = await employeeById(strapi, employeeId);
  await auditRead(strapi, 'hired_employee.private_data_viewed', employee, by, {});
  return hiredEmployeePrivateData(employee);
}

/**
 * One onboarding document, opened for a recruiter and handed over only once its audit line is written;
 * closed (never leaked) when the line can't be. 404 when the kind, the employee or the document is not there.
 */
export async function openOnboardingDocumentAudited(
  strapi: Core.Strapi,
  store: PrivateFileStore,
  employeeId: string,
  kindName: string,
  by: ChangeActor,
): Promise<OpenedDocument> {
  // An unknown kind is no document, whoever the employee is.
  const kind = documentKindOf(kindName);
  if (!kind) throw new Refusal(404, 'Not Found');
  const employee = await employeeById(strapi, employeeId);
  const file = await openOnboardingDocument(strapi, store, employee, kind);
  if (!file) throw new Refusal(404, 'Not Found');
  try {
    await auditRead(strapi, 'hired_employee.document_downloaded', employee, by, { document: kind, file: file.key });
  } catch (error) {
    file.stream.destroy();
    throw error;
  }
  return file;
}
