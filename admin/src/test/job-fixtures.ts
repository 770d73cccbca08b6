// One job as the tests of the Jobs page use it, a template's or a posting's description alike.
import type { JobPostingRecord, JobTemplateRecord } from '../resources/jobs/job-records';

const PAYROLL_OFFICER = {
  title: 'Payroll Officer',
  department: 'Finance',
  location: 'Manama, Bahrain',
  type: 'full-time',
  description: 'Runs the monthly payroll.',
  responsibilities: '- Prepare the payroll',
  requirements: '- Two years in payroll',
  title_ar: 'مسؤول الرواتب',
  description_ar: 'يدير الرواتب الشهرية.',
  responsibilities_ar: '- إعداد الرواتب',
  requirements_ar: '- سنتان في الرواتب',
  minimum_years_experience: 2,
  number_of_vacancies: 1,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
} as const;

const FOCUS = [{ name: 'Payroll accuracy', good_looks_like: 'Pays everyone right, on time.' }];

export const payrollTemplate: JobTemplateRecord = {
  ...PAYROLL_OFFICER,
  focus_attributes: FOCUS,
  id: 'template000000000001',
  is_archived: false,
  posting_count: 0,
};

export const payrollPosting: JobPostingRecord = {
  ...PAYROLL_OFFICER,
  focus_attributes: FOCUS,
  id: 'posting00000001',
  job_template_id: null,
  job_template_title: null,
  screening_questions: null,
  salary_min: null,
  salary_max: null,
  salary_currency: 'BHD',
  show_salary: false,
  status: 'active',
  is_inactive: false,
  inactive_date: null,
  posted_date: '2026-11-01T08:00:00.000Z',
  closed_date: null,
  application_count: 0,
};
