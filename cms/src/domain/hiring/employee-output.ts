import type {
  AdminHiredEmployee,
  AdminHiredEmployeeDetail,
  AdminHiredEmployeePrivate,
  OnboardingDocument,
} from '@careers/shared';
import { ONBOARDING_DOCUMENTS } from '@careers/shared';
import type { StoredRow } from '../../platform/database/rows';

/** The linked rows Hired Staff reads, in one query with the employee (its application, posting, template and hire). */
export const HIRED_EMPLOYEE_POPULATE = {
  application: {
    select: ['documentId', 'full_name', 'email'],
    populate: {
      job_posting: { select: ['title'], populate: { job_template: { select: ['title'] } } },
      job_template: { select: ['title'] },
    },
  },
  hire: {
    select: ['start_date', 'department', 'employment_type', 'salary_amount', 'salary_currency', 'salary_frequency'],
  },
};

/** Which stored key holds each document (private columns, never sent to a browser). */
export const DOCUMENT_COLUMNS = {
  cpr: 'cpr_document_url',
  passport: 'passport_document_url',
  certificates: 'certificates_url',
} as const satisfies Record<OnboardingDocument, string>;

/** What HIRED_EMPLOYEE_POPULATE adds to an employee row. */
interface Linked {
  application: {
    documentId: string;
    full_name: string | null;
    email: string | null;
    job_posting: { title: string | null; job_template: { title: string | null } | null } | null;
    job_template: { title: string | null } | null;
  } | null;
  hire: {
    start_date: string | null;
    department: string | null;
    employment_type: AdminHiredEmployeeDetail['employment_type'];
    salary_amount: number | string | null;
    salary_currency: string | null;
    salary_frequency: AdminHiredEmployeeDetail['salary_frequency'];
  } | null;
}

/** A hired employee's row with its application and hire, as Hired Staff reads it. */
export type StoredEmployee = EmployeeColumns & Linked;

/** An employee's own columns, without the linked rows. */
export type EmployeeColumns = Omit<StoredRow<'api::hired-employee.hired-employee'>, keyof Linked>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();
/** A date column as YYYY-MM-DD, whether the driver gives text or a Date. */
const day = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
};

/** One row of the Hired Staff list: an explicit whitelist, status always Hired. */
export function hiredEmployeeListItem(row: StoredEmployee): AdminHiredEmployee {
  const { application, hire } = row;
  const first = text(row.first_name);
  const last = text(row.last_name);
  const formName = [first, last].filter(Boolean).join(' ');
  return {
    id: row.documentId,
    application_id: application?.documentId ?? null,
    full_name: formName || application?.full_name || String(row.email),
    first_name: first,
    last_name: last,
    email: String(row.email),
    job_title: application?.job_posting?.title ?? null,
    template_title: application?.job_template?.title ?? application?.job_posting?.job_template?.title ?? null,
    department: hire?.department ?? null,
    start_date: day(hire?.start_date),
    hired_date: iso(row.hired_date) ?? new Date(0).toISOString(),
    hired_by: text(row.hired_by),
    onboarding_completed: row.onboarding_completed === true,
    onboarding_completed_at: iso(row.onboarding_completed_at),
    status: 'hired',
  };
}

/** One employee's every onboarding field but the bank and ID data (hiredEmployeePrivateData). */
export function hiredEmployeeDetail(row: StoredEmployee): AdminHiredEmployeeDetail {
  const { hire } = row;
  return {
    ...hiredEmployeeListItem(row),
    gender: (text(row.gender) as AdminHiredEmployeeDetail['gender']) ?? null,
    mobile_phone: text(row.mobile_phone),
    birthdate: day(row.birthdate),
    age: typeof row.age === 'number' ? row.age : null,
    marital_status: (text(row.marital_status) as AdminHiredEmployeeDetail['marital_status']) ?? null,
    place_of_birth: text(row.place_of_birth),
    home_address: text(row.home_address),
    emergency_contact_name: text(row.emergency_contact_name),
    emergency_contact_phone: text(row.emergency_contact_phone),
    bank_name: text(row.bank_name),
    employment_type: hire?.employment_type ?? null,
    salary_amount:
      hire?.salary_amount === null || hire?.salary_amount === undefined ? null : Number(hire.salary_amount),
    salary_currency: hire?.salary_currency ?? null,
    salary_frequency: hire?.salary_frequency ?? null,
  };
}

/** The CPR number, IBAN and which documents exist: only for HR-grade admins, never the stored keys. */
export function hiredEmployeePrivateData(row: EmployeeColumns): AdminHiredEmployeePrivate {
  return {
    id: row.documentId,
    cpr_number: text(row.cpr_number),
    iban: text(row.iban),
    documents: ONBOARDING_DOCUMENTS.map((kind) => ({ kind, available: text(row[DOCUMENT_COLUMNS[kind]]) !== null })),
  };
}
