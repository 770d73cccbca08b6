import { describe, expect, it } from 'vitest';
import {
  adminEmailChangeFormSchema,
  adminPasswordSetFormSchema,
  adminSetupSchema,
  adminUserCreateFormSchema,
  applicationFiltersSchema,
  benefitFormSchema,
  companyToday,
  emailNamePasswordProblem,
  hireFormSchema,
  interviewScheduleFormSchema,
  interviewScoreFormSchema,
  jobPostingFormSchema,
  jobPostingRecordSchema,
  jobTemplateFormSchema,
  messages,
  normaliseRoleName,
  publicJobPostingSchema,
  rejectionScheduleFormSchema,
  resetPasswordSchema,
  roleCreateFormSchema,
  settingsUpdateSchema,
  signInCodeSchema,
  templateGeneratorRequestSchema,
  testEmailFormSchema,
} from '../src';
import { firstMessage } from './first-message';

const template = {
  title: 'Senior Accountant',
  department: 'Finance',
  location: 'Manama',
  type: 'full-time',
  description: 'Own the close',
  responsibilities: '- Close the books',
  requirements: '- ACCA',
  number_of_vacancies: 1,
  minimum_years_experience: '',
};

const tomorrow = new Date(Date.now() + 36 * 3600 * 1000);
const yesterday = new Date(Date.now() - 36 * 3600 * 1000);

describe('job templates and postings', () => {
  it('requires every description field, on the template form and on the posting form', () => {
    for (const field of ['title', 'department', 'location', 'description', 'responsibilities', 'requirements']) {
      expect(jobTemplateFormSchema.safeParse({ ...template, [field]: '   ' }).success, field).toBe(false);
      const posting = { ...template, status: 'draft', [field]: '   ' };
      expect(jobPostingFormSchema.safeParse(posting).success, field).toBe(false);
    }
  });

  it('keeps a stored posting without responsibilities (the column is nullable)', () => {
    const stored = { ...template, posting_status: 'active', responsibilities: null };
    expect(jobPostingRecordSchema.parse(stored).responsibilities).toBeNull();
    expect(jobPostingRecordSchema.parse({ ...stored, responsibilities: '  ' }).responsibilities).toBeNull();
  });

  it('keeps vacancies between 1 and 100 and minimum experience between 0 and 30', () => {
    expect(jobTemplateFormSchema.safeParse({ ...template, number_of_vacancies: 0 }).success).toBe(false);
    expect(jobTemplateFormSchema.safeParse({ ...template, number_of_vacancies: 101 }).success).toBe(false);
    expect(jobTemplateFormSchema.safeParse({ ...template, minimum_years_experience: 31 }).success).toBe(false);
    expect(jobTemplateFormSchema.parse(template).minimum_years_experience).toBeNull();
  });

  it('saves blank or hidden salaries as null and drops blank screening questions', () => {
    const posting = jobPostingFormSchema.parse({
      ...template,
      status: 'active',
      show_salary: false,
      salary_min: 900,
      salary_max: 1200,
      screening_questions: ['  ', 'Do you drive?'],
    });
    expect([posting.salary_min, posting.salary_max]).toEqual([null, null]);
    expect(posting.screening_questions).toEqual(['Do you drive?']);
    expect(
      jobPostingFormSchema.parse({ ...template, status: 'draft', screening_questions: [''] }).screening_questions,
    ).toBeNull();
    expect(
      jobPostingFormSchema.parse({
        ...template,
        status: 'draft',
        show_salary: true,
        salary_min: '',
        salary_max: '1500',
      }).salary_min,
    ).toBeNull();
  });

  it('offers draft, active and closed as posting form statuses', () => {
    expect(jobPostingFormSchema.safeParse({ ...template, status: 'inactive' }).success).toBe(false);
  });

  it('refuses a shown salary whose minimum is above its maximum, in the form, the stored posting and the public answer', () => {
    const range = { show_salary: true, salary_min: 5000, salary_max: 100 };
    expect(firstMessage(jobPostingFormSchema.safeParse({ ...template, status: 'active', ...range }))).toBe(
      messages.validation.salaryRange,
    );
    expect(firstMessage(jobPostingRecordSchema.safeParse({ ...template, posting_status: 'active', ...range }))).toBe(
      messages.validation.salaryRange,
    );
    const stored = { ...template, posting_status: 'inactive', id: 7, documentId: 'abcdefghijklmnopqrstuvwx' };
    expect(jobPostingRecordSchema.safeParse({ ...stored, ...range, show_salary: false }).success).toBe(true);
    const shown = {
      id: 'abcdefghijklmnopqrstuvwx',
      title: 'Senior Accountant',
      department: 'Finance',
      location: 'Manama',
      type: 'full-time',
      description: 'Own the close',
      responsibilities: null,
      requirements: '- ACCA',
      title_ar: null,
      description_ar: null,
      responsibilities_ar: null,
      requirements_ar: null,
      screening_questions: [],
      minimum_years_experience: null,
      salary_currency: 'BHD',
      posted_date: '2026-01-05T08:00:00.000Z',
      updated_at: '2026-01-05T08:00:00.000Z',
    };
    expect(firstMessage(publicJobPostingSchema.safeParse({ ...shown, ...range }))).toBe(
      messages.validation.salaryRange,
    );
    expect(publicJobPostingSchema.safeParse({ ...shown, ...range, salary_max: 6000 }).success).toBe(true);
  });

  it('asks the AI generator for a title or details', () => {
    expect(firstMessage(templateGeneratorRequestSchema.safeParse({ title: ' ', details: '' }))).toBe(
      'Please enter a job title or additional details',
    );
  });
});

describe('application actions', () => {
  it('scores interviews with whole numbers 0 to 10', () => {
    expect(firstMessage(interviewScoreFormSchema.safeParse({ interview_score: 11, interview_feedback: 'ok' }))).toBe(
      messages.applications.scoreOutOfRange,
    );
    expect(firstMessage(interviewScoreFormSchema.safeParse({ interview_score: 7.5, interview_feedback: 'ok' }))).toBe(
      'Score must be between 0 and 10',
    );
    expect(interviewScoreFormSchema.safeParse({ interview_score: 10, interview_feedback: 'Strong' }).success).toBe(
      true,
    );
  });

  it('needs a rejection date and time, not before today', () => {
    expect(firstMessage(rejectionScheduleFormSchema.safeParse({ date: '', time: '' }))).toBe(
      'Please select date and time',
    );
    expect(
      rejectionScheduleFormSchema.safeParse({ date: yesterday.toISOString().slice(0, 10), time: '09:00' }).success,
    ).toBe(false);
    expect(rejectionScheduleFormSchema.safeParse({ date: companyToday(), time: '09:00' }).success).toBe(true);
  });

  it('schedules interviews of 30 to 120 minutes and lists only complete extra interviewers', () => {
    const form = interviewScheduleFormSchema.parse({
      scheduled_date: tomorrow.toISOString().slice(0, 10),
      scheduled_time: '10:30',
      location: 'HQ',
      interviewer_name: 'Layla',
      interviewer_email: 'layla@gulfhorizon.bh',
      meeting_link: '',
      additional_interviewers: [
        { name: 'Omar', email: 'omar@gulfhorizon.bh' },
        { name: 'No mail', email: '' },
      ],
    });
    expect(form.duration_minutes).toBe(60);
    expect(form.additional_interviewers).toHaveLength(1);
    expect(form.meeting_link).toBeNull();
    expect(interviewScheduleFormSchema.safeParse({ ...form, duration_minutes: 50 }).success).toBe(false);
    const badAddress = { ...form, additional_interviewers: [{ name: 'Omar', email: 'omar' }] };
    expect(firstMessage(interviewScheduleFormSchema.safeParse(badAddress))).toBe(messages.validation.invalidEmail);
  });

  it('accepts every two-decimal salary and refuses three decimals', () => {
    const start_date = tomorrow.toISOString().slice(0, 10);
    for (const amount of ['19.99', '4.35', '1.1', '0.01', '999.99', '14400.50']) {
      expect(
        hireFormSchema.safeParse({ start_date, salary_amount: amount, department: 'Finance' }).success,
        amount,
      ).toBe(true);
    }
    expect(hireFormSchema.safeParse({ start_date, salary_amount: '10.005', department: 'Finance' }).success).toBe(
      false,
    );
  });

  it('hires with the form’s defaults', () => {
    const hire = hireFormSchema.parse({
      start_date: tomorrow.toISOString().slice(0, 10),
      salary_amount: '14400.50',
      department: 'Finance',
    });
    expect([hire.salary_currency, hire.salary_frequency, hire.employment_type]).toEqual(['BHD', 'annual', 'full-time']);
    expect(
      hireFormSchema.safeParse({ start_date: yesterday.toISOString().slice(0, 10), salary_amount: 1, department: 'x' })
        .success,
    ).toBe(false);
  });
});

describe('users, roles and sign-in', () => {
  it('turns a new role name into lowercase with underscores', () => {
    expect(normaliseRoleName('  Hiring Manager ')).toBe('hiring_manager');
    const role = roleCreateFormSchema.parse({
      name: 'Hiring Manager',
      description: 'Sees their team',
      permissions: { view_analytics: true },
    });
    expect(role.name).toBe('hiring_manager');
    expect(role.permissions.manage_users).toBe(false);
  });

  it('refuses a role name with other characters, saying which are allowed', () => {
    const refused = roleCreateFormSchema.safeParse({ name: 'HR-Lead', description: 'Leads HR', permissions: {} });
    expect(firstMessage(refused)).toBe(messages.validation.roleNameCharacters);
  });

  it('asks for at least 8 password characters everywhere', () => {
    expect(
      firstMessage(adminPasswordSetFormSchema.safeParse({ new_password: 'short12', confirm_password: 'short12' })),
    ).toBe('Password must be at least 8 characters long');
    expect(
      firstMessage(resetPasswordSchema.safeParse({ token: 't', new_password: 'short12', confirm_password: 'short12' })),
    ).toBe('Password must be at least 8 characters.');
    expect(adminSetupSchema.safeParse({ full_name: 'A', email: 'a@b.bh', password: '1234567' }).success).toBe(false);
  });

  it('refuses a password containing the e-mail name, in any case, where the form has the e-mail', () => {
    const setup = { full_name: 'Sara Scout', email: 'Sara.Scout@gulfhorizon.bh', password: 'I am SARA.SCOUT 2026' };
    expect(firstMessage(adminSetupSchema.safeParse(setup))).toBe(messages.passwords.guessable);
    const created = { ...setup, role_id: 'viewerrole0001' };
    expect(firstMessage(adminUserCreateFormSchema.safeParse(created))).toBe(messages.passwords.guessable);
    expect(adminSetupSchema.safeParse({ ...setup, password: 'a quiet harbour at dawn' }).success).toBe(true);
    expect(emailNamePasswordProblem('sara.scout!', 'SARA.scout@x.bh')).toBe(messages.passwords.guessable);
  });

  it('ignores e-mail names too short to mean anything (under 3 characters)', () => {
    expect(emailNamePasswordProblem('a quiet harbour', 'al@gulfhorizon.bh')).toBeUndefined();
    expect(emailNamePasswordProblem('harbour of ali', 'ali@gulfhorizon.bh')).toBe(messages.passwords.guessable);
  });

  it('says when passwords do not match', () => {
    expect(
      firstMessage(
        resetPasswordSchema.safeParse({ token: 't', new_password: 'abcdefgh', confirm_password: 'abcdefgx' }),
      ),
    ).toBe('Passwords do not match.');
    expect(
      firstMessage(adminPasswordSetFormSchema.safeParse({ new_password: 'abcdefgh', confirm_password: 'x' })),
    ).toBe('Passwords do not match');
  });

  it('needs a different e-mail when changing it, whatever the case', () => {
    expect(firstMessage(adminEmailChangeFormSchema.safeParse({ current_email: 'a@b.bh', new_email: ' A@B.bh ' }))).toBe(
      'New email must be different from current email',
    );
  });

  it('accepts only six-digit codes from 100000 to 999999', () => {
    expect(signInCodeSchema.safeParse({ email: 'a@b.bh', code: '012345' }).success).toBe(false);
    expect(signInCodeSchema.safeParse({ email: 'a@b.bh', code: '12345' }).success).toBe(false);
    expect(signInCodeSchema.safeParse({ email: 'a@b.bh', code: ' 999999 ' }).success).toBe(true);
  });
});

describe('settings and content', () => {
  it('holds every setting to its range', () => {
    for (const [key, bad, good] of [
      ['file_upload_max_size', 101, 100],
      ['email_followup_days', 0, 90],
      ['email_rejection_delay_days', 31, 0],
      ['application_auto_archive_days', 29, 365],
      ['max_applications_per_job', 99, 10000],
    ] as const) {
      expect(settingsUpdateSchema.safeParse({ [key]: bad }).success, `${key}=${bad}`).toBe(false);
      expect(settingsUpdateSchema.safeParse({ [key]: good }).success, `${key}=${good}`).toBe(true);
    }
  });

  it('trims the extension list and refuses unknown settings', () => {
    expect(settingsUpdateSchema.parse({ file_upload_allowed_extensions: ' pdf, .DOCX ,,' })).toEqual({
      file_upload_allowed_extensions: '.pdf,.docx',
    });
    expect(settingsUpdateSchema.safeParse({ is_admin: true }).success).toBe(false);
    expect(settingsUpdateSchema.safeParse({ constructor: 1, toString: 'x' }).success).toBe(false);
  });

  it('refuses booleans and blanks where a number is needed', () => {
    expect(settingsUpdateSchema.safeParse({ email_rejection_delay_days: true }).success).toBe(false);
    expect(settingsUpdateSchema.safeParse({ email_rejection_delay_days: '' }).success).toBe(false);
    expect(settingsUpdateSchema.parse({ email_rejection_delay_days: '0' })).toEqual({ email_rejection_delay_days: 0 });
  });

  it('needs a benefit title, description and display order', () => {
    expect(benefitFormSchema.safeParse({ title: 'Gym', description: 'Free', display_order: '' }).success).toBe(false);
    expect(benefitFormSchema.parse({ title: 'Gym', description: 'Free', display_order: '3' })).toMatchObject({
      icon: 'Award',
      category: 'Health',
    });
  });

  it('checks test e-mail addresses with the product’s message', () => {
    expect(firstMessage(testEmailFormSchema.safeParse({ to: 'not-an-email' }))).toBe(
      'Please enter a valid email address',
    );
  });
});

describe('applications list filters', () => {
  it('defaults to all dates and active applications', () => {
    expect(applicationFiltersSchema.parse({})).toMatchObject({ date_range: 'all', archive: 'active' });
  });

  it('takes score bands and the seven statuses (pending for the pipeline board), nothing else', () => {
    expect(
      applicationFiltersSchema.safeParse({ ai_score: ['high', 'unscored'], interview_score: ['medium'] }).success,
    ).toBe(true);
    expect(applicationFiltersSchema.safeParse({ status: ['pending'] }).success).toBe(true);
    expect(applicationFiltersSchema.safeParse({ status: ['archived'] }).success).toBe(false);
    expect(applicationFiltersSchema.safeParse({ ai_score: ['excellent'] }).success).toBe(false);
  });

  it('needs both ends of a custom range, in order', () => {
    expect(applicationFiltersSchema.safeParse({ date_range: 'custom', date_from: '2026-11-01' }).success).toBe(false);
    expect(
      applicationFiltersSchema.safeParse({ date_range: 'custom', date_from: '2026-11-10', date_to: '2026-11-01' })
        .success,
    ).toBe(false);
    expect(
      applicationFiltersSchema.safeParse({ date_range: 'custom', date_from: '2026-11-01', date_to: '2026-11-10' })
        .success,
    ).toBe(true);
  });
});
