import { type AdminHiredEmployee, type AdminHiredEmployeeDetail, BACK_OFFICE_API_ACCESS } from '@careers/shared';
import { HIRED_EMPLOYEE_POPULATE, hiredEmployeeDetail, hiredEmployeeListItem, type StoredEmployee } from '../../hiring';
import type { ResourceConfig } from '../resource';

/**
 * Hired Staff (docs/requirements.md#hiring-and-hired-staff): the list newest hire first with 'Total Hired' as its
 * Content-Range total, and one employee's onboarding details. Read only here: the Hire dialog makes
 * employees and the onboarding form fills them. Bank and ID data are never in these answers; they have
 * their own stricter routes, each read audited (domain/hiring/private-reads.ts).
 */
export const hiredStaffResource: ResourceConfig<AdminHiredEmployee, AdminHiredEmployeeDetail, StoredEmployee> = {
  name: 'hired-staff',
  uid: 'api::hired-employee.hired-employee',
  access: BACK_OFFICE_API_ACCESS['hired-staff'],
  sortable: {
    hired_date: 'hired_date',
    start_date: 'hire.start_date',
    email: 'email',
    onboarding_completed: 'onboarding_completed',
  },
  defaultSort: { field: 'hired_date', order: 'desc' },
  filters: {
    onboarding_completed: (value) => (typeof value === 'boolean' ? { onboarding_completed: value } : null),
  },
  search: ['first_name', 'last_name', 'email'],
  populate: HIRED_EMPLOYEE_POPULATE,
  serialize: hiredEmployeeListItem,
  serializeOne: hiredEmployeeDetail,
};
