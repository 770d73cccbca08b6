/** Every e-mail template the system sends, by template_key. */
export const EMAIL_TEMPLATE_KEYS = [
  'application_received',
  'rejection',
  'hiring_congratulations',
  'interview_invitation',
  'onboarding_link',
  'application_followup',
  'new_application_notification',
  'sign_in_code',
  'password_reset',
] as const;
export type EmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number];

/** The double-brace variables the spec names (back-office spec section 9). */
export const COMMON_TEMPLATE_VARIABLES = [
  'applicant_name',
  'job_title',
  'company_name',
  'reference_id',
  'department',
  'location',
  'application_date',
  'followup_days',
] as const;

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const TEST_EMAIL_SUBJECT_PREFIX = '[TEST] ';
