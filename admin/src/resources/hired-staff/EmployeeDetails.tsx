import type { AdminHiredEmployeeDetail, AdminHiredEmployeePrivate } from '@careers/shared';
import { JOB_TYPE_LABELS, labels } from '@careers/shared/client';
import type { ReactNode } from 'react';
import Section, { Facts } from '../../components/DetailSection';
import { calendarDay, companyDateTime } from '../../format/company-time';

const text = labels.hiredStaffAdmin;
const field = text.fields;
// The onboarding form's groups and fields, by the names the new hire saw.
const form = labels.onboardingForm;

/** A value the new hire has not given yet reads 'Not provided'. */
const given = (value: ReactNode | null | undefined): ReactNode =>
  value === null || value === undefined || value === '' ? text.notProvided : value;
const dayOrNone = (day: string | null) => (day ? calendarDay(day) : null);

function salaryOf(employee: AdminHiredEmployeeDetail): string | null {
  if (employee.salary_amount === null) return null;
  const amount = employee.salary_amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const per = employee.salary_frequency ? ` ${text.salaryPer[employee.salary_frequency]}` : '';
  return `${amount} ${employee.salary_currency ?? ''}${per}`.replace(/\s+/g, ' ').trim();
}

interface Props {
  employee: AdminHiredEmployeeDetail;
  /** The CPR number and IBAN, for HR-grade admins only; absent, their lines are not shown at all. */
  privateData?: AdminHiredEmployeePrivate;
}

/** Employment, personal, emergency-contact and banking groups of one hired employee. */
export default function EmployeeDetails({ employee, privateData }: Props) {
  return (
    <>
      <Section title={text.sections.employment}>
        <Facts
          rows={[
            { label: field.job_title, value: given(employee.job_title) },
            { label: field.template_title, value: given(employee.template_title) },
            { label: field.department, value: given(employee.department) },
            {
              label: field.employment_type,
              value: given(employee.employment_type ? JOB_TYPE_LABELS[employee.employment_type] : null),
            },
            { label: field.salary, value: given(salaryOf(employee)) },
            { label: field.start_date, value: given(dayOrNone(employee.start_date)) },
            { label: field.hired_date, value: companyDateTime(employee.hired_date) },
            { label: field.hired_by, value: given(employee.hired_by) },
            {
              label: field.onboarding_completed_at,
              value: employee.onboarding_completed_at
                ? companyDateTime(employee.onboarding_completed_at)
                : text.onboardingPending,
            },
          ]}
        />
      </Section>
      <Section title={form.personal}>
        <Facts
          rows={[
            { label: form.first_name, value: given(employee.first_name) },
            { label: form.last_name, value: given(employee.last_name) },
            { label: form.email, value: employee.email },
            { label: form.gender, value: given(employee.gender) },
            { label: form.mobile_phone, value: given(employee.mobile_phone) },
            { label: form.birthdate, value: given(dayOrNone(employee.birthdate)) },
            { label: form.age, value: given(employee.age) },
            { label: form.marital_status, value: given(employee.marital_status) },
            { label: form.place_of_birth, value: given(employee.place_of_birth) },
            { label: form.home_address, value: given(employee.home_address) },
            ...(privateData ? [{ label: form.cpr_number, value: given(privateData.cpr_number) }] : []),
          ]}
        />
      </Section>
      <Section title={form.emergency}>
        <Facts
          rows={[
            { label: form.emergency_contact_name, value: given(employee.emergency_contact_name) },
            { label: form.emergency_contact_phone, value: given(employee.emergency_contact_phone) },
          ]}
        />
      </Section>
      <Section title={form.banking}>
        <Facts
          rows={[
            { label: form.bank_name, value: given(employee.bank_name) },
            ...(privateData ? [{ label: form.iban, value: given(privateData.iban) }] : []),
          ]}
        />
      </Section>
    </>
  );
}
