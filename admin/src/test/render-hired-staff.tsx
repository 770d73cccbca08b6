import type { AdminHiredEmployee, AdminHiredEmployeeDetail } from '@careers/shared';
import HiredStaffPage from '../resources/hired-staff/HiredStaffPage';
import { renderResourceList } from './render';

/** The Hired Staff page with its detail route, as App.tsx's <Resource> mounts it, opened at `at`. */
export function renderHiredStaff(at = '/hired-staff') {
  return renderResourceList('/hired-staff/*', <HiredStaffPage />, at);
}

/** A list row as the API answers it. */
export function employeeRow(n: number, changes: Partial<AdminHiredEmployee> = {}): AdminHiredEmployee {
  return {
    id: `employee000${n}`,
    application_id: `application000${n}`,
    full_name: `Employee ${n}`,
    first_name: `Employee`,
    last_name: `${n}`,
    email: `employee${n}@example.com`,
    job_title: `Accountant ${n}`,
    template_title: 'Accountant',
    department: 'Finance',
    start_date: '2026-12-01',
    hired_date: `2026-11-0${n}T09:00:00.000Z`,
    hired_by: 'Test Recruiter',
    onboarding_completed: true,
    onboarding_completed_at: `2026-11-0${n}T12:00:00.000Z`,
    status: 'hired',
    ...changes,
  };
}

/** One employee's detail as the API answers it (never the bank and ID data). */
export function employeeDetail(n: number, changes: Partial<AdminHiredEmployeeDetail> = {}): AdminHiredEmployeeDetail {
  return {
    ...employeeRow(n),
    gender: 'Female',
    mobile_phone: '+973 3300 4455',
    birthdate: '1994-03-12',
    age: 32,
    marital_status: 'Married',
    place_of_birth: 'Muharraq',
    home_address: 'Building 12, Road 34, Block 305, Manama',
    emergency_contact_name: 'Ali Haddad',
    emergency_contact_phone: '+973 3900 1122',
    bank_name: 'Bank of Bahrain and Kuwait',
    employment_type: 'full-time',
    salary_amount: 1250.5,
    salary_currency: 'BHD',
    salary_frequency: 'monthly',
    ...changes,
  };
}
