/** The e-mails written to candidates and new hires: each goes in the language they applied in. */
export const CANDIDATE_EMAIL_TEMPLATES = [
  'application_received',
  'rejection',
  'hiring_congratulations',
  'interview_invitation',
  'onboarding_link',
  'application_followup',
] as const;

/** Every e-mail template the system sends, by template_key. */
export const EMAIL_TEMPLATE_KEYS = [
  ...CANDIDATE_EMAIL_TEMPLATES,
  'new_application_notification',
  'sign_in_code',
  'password_reset',
  'scorecard_reminder',
] as const;
export type EmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number];

/**
 * Security e-mails, not content: each carries one secret variable without which
 * no one can sign in, reset a password or complete onboarding. They stay active, keep that variable,
 * are not editable in /cms, and their body may show the secret only as the code (as text) or as the
 * link (as an <a href>) and never load anything from elsewhere (securityTemplateProblem).
 */
export const SECURITY_EMAIL_TEMPLATES = {
  sign_in_code: { name: 'Sign-in code', variable: 'code', secret: 'code' },
  password_reset: { name: 'Password reset', variable: 'reset_link', secret: 'link' },
  hiring_congratulations: { name: 'Hiring congratulations', variable: 'onboarding_link', secret: 'link' },
  // Sent by Hired Staff's Send New Onboarding Link: the new link replaces the one mailed before.
  onboarding_link: { name: 'Onboarding link', variable: 'onboarding_link', secret: 'link' },
} as const satisfies Partial<Record<EmailTemplateKey, { name: string; variable: string; secret: 'code' | 'link' }>>;
export type SecurityEmailTemplateKey = keyof typeof SECURITY_EMAIL_TEMPLATES;

/** Every templated e-mail is given these by the outbox, whatever sends it. */
const SENDER_VARIABLES = ['company_name', 'website_url'] as const;
/** What every e-mail about an application is given (applicationVariables in the CMS). */
const APPLICATION_VARIABLES = [
  'applicant_name',
  'job_title',
  'department',
  'location',
  'reference_id',
  'application_date',
] as const;

/**
 * The variables each e-mail is given when it is sent: a template may use these and no others, so a
 * saved template never names a variable that would stop its e-mail (or one of Object.prototype's).
 */
export const TEMPLATE_VARIABLES: Record<EmailTemplateKey, readonly string[]> = {
  application_received: [...APPLICATION_VARIABLES, ...SENDER_VARIABLES],
  rejection: [...APPLICATION_VARIABLES, ...SENDER_VARIABLES],
  hiring_congratulations: [...APPLICATION_VARIABLES, 'start_date', 'onboarding_link', ...SENDER_VARIABLES],
  interview_invitation: [
    ...APPLICATION_VARIABLES,
    'interview_date',
    'interview_time',
    'duration_minutes',
    'interview_location',
    'interviewer_name',
    ...SENDER_VARIABLES,
  ],
  onboarding_link: [...APPLICATION_VARIABLES, 'onboarding_link', ...SENDER_VARIABLES],
  application_followup: [...APPLICATION_VARIABLES, 'followup_days', ...SENDER_VARIABLES],
  new_application_notification: [...APPLICATION_VARIABLES, ...SENDER_VARIABLES],
  sign_in_code: ['code', ...SENDER_VARIABLES],
  password_reset: ['admin_name', 'reset_link', ...SENDER_VARIABLES],
  // The kit link itself is added after the body, whatever the template says.
  scorecard_reminder: [
    ...APPLICATION_VARIABLES,
    'interviewer_name',
    'interview_date',
    'interview_time',
    ...SENDER_VARIABLES,
  ],
};

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const TEST_EMAIL_SUBJECT_PREFIX = '[TEST] ';
/** Send Test of an e-mail template: at most this many per admin an hour (each one is a real e-mail). */
export const TEMPLATE_TEST_SENDS_PER_HOUR = 10;

/**
 * Automatic e-mails and the setting that switches each on; email_notifications_enabled switches them
 * all. Messages a person asks for (sign-in code, reset, interview invite, hiring, test) always go.
 */
export const EMAIL_TRIGGER_SETTINGS = {
  application_received: 'email_send_application_received',
  new_application_notification: 'email_notify_new_applications',
  application_followup: 'email_auto_followup_enabled',
  automatic_rejection: 'email_auto_rejection_enabled',
  scorecard_reminder: 'email_scorecard_reminders_enabled',
} as const;
export type EmailTrigger = keyof typeof EMAIL_TRIGGER_SETTINGS;

/**
 * Sample values for previews and test sends, one per variable any template uses but the dates, which
 * sampleTemplateVariables (domain/sample-variables.ts) writes in the preview's language.
 */
export const SAMPLE_TEMPLATE_VARIABLES: Record<string, string> = {
  applicant_name: 'Maryam Al Sayed',
  job_title: 'Senior Accountant',
  reference_id: 'GH-7K3M9Q2P',
  department: 'Finance',
  location: 'Manama, Bahrain',
  followup_days: '14',
  onboarding_link: 'https://careers.example.bh/onboarding/sample-token',
  interview_time: '10:30',
  duration_minutes: '60',
  interview_location: 'Gulf Horizon HQ, Bahrain Financial Harbour, Manama',
  interviewer_name: 'Layla Al Mannai',
  code: '123456',
  admin_name: 'Layla Al Mannai',
  reset_link: 'https://careers.example.bh/admin2025/reset-password?token=sample',
};

export const TEST_EMAIL_WARNING = 'This is a test e-mail from the back office. Sample values stand in for real ones.';
