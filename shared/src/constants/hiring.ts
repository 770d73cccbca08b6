export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const DEFAULT_EMPLOYMENT_TYPE: EmploymentType = 'full-time';

export const SALARY_FREQUENCIES = ['annual', 'monthly', 'hourly'] as const;
export type SalaryFrequency = (typeof SALARY_FREQUENCIES)[number];
export const DEFAULT_SALARY_FREQUENCY: SalaryFrequency = 'annual';

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];
export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/** Onboarding documents: all three are required, as .pdf, .jpg, .jpeg or .png. */
export const ONBOARDING_DOCUMENTS = ['cpr', 'passport', 'certificates'] as const;
export type OnboardingDocument = (typeof ONBOARDING_DOCUMENTS)[number];
export const ONBOARDING_DOCUMENT_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
