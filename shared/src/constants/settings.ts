/** Settings tabs that group the keys (docs/requirements.md#content-e-mail-templates-and-settings). */
export const SETTING_CATEGORIES = ['general', 'appearance', 'file_upload', 'email', 'advanced', 'retention'] as const;
export type SettingCategory = (typeof SETTING_CATEGORIES)[number];

type SettingDefinition =
  | { kind: 'integer'; category: SettingCategory; default: number; min: number; max: number }
  | { kind: 'boolean'; category: SettingCategory; default: boolean }
  | { kind: 'string'; category: SettingCategory; default: string }
  | { kind: 'secret'; category: SettingCategory; default: '' }
  | { kind: 'money'; category: SettingCategory; default: { value: number } }
  | { kind: 'theme'; category: SettingCategory; default: 'dark' | 'light' };

/**
 * Every system setting with its default and range (docs/requirements.md lists them where they act).
 * rejection_email_delay_days is the legacy string copy of email_rejection_delay_days.
 */
export const SETTING_DEFINITIONS = {
  file_upload_max_size: { kind: 'integer', category: 'file_upload', default: 10, min: 1, max: 100 },
  file_upload_allowed_extensions: { kind: 'string', category: 'file_upload', default: '.pdf,.doc,.docx,.txt' },
  resend_api_key: { kind: 'secret', category: 'email', default: '' },
  openai_api_key: { kind: 'secret', category: 'advanced', default: '' },
  email_from_address: { kind: 'string', category: 'email', default: 'careers@gulfhorizon.bh' },
  email_from_name: { kind: 'string', category: 'email', default: 'Gulf Horizon Careers' },
  email_followup_days: { kind: 'integer', category: 'email', default: 14, min: 1, max: 90 },
  email_rejection_delay_days: { kind: 'integer', category: 'email', default: 3, min: 0, max: 30 },
  rejection_email_delay_days: { kind: 'string', category: 'email', default: '3' },
  email_notifications_enabled: { kind: 'boolean', category: 'email', default: true },
  email_notify_new_applications: { kind: 'boolean', category: 'email', default: true },
  email_send_application_received: { kind: 'boolean', category: 'email', default: true },
  email_auto_followup_enabled: { kind: 'boolean', category: 'email', default: true },
  email_auto_rejection_enabled: { kind: 'boolean', category: 'email', default: true },
  // Our own addition: structured interviews.
  email_scorecard_reminders_enabled: { kind: 'boolean', category: 'email', default: true },
  scorecards_visible_after_submit: { kind: 'boolean', category: 'general', default: true },
  system_name: { kind: 'string', category: 'general', default: 'Gulf Horizon Careers' },
  company_name: { kind: 'string', category: 'general', default: 'Gulf Horizon' },
  contact_email: { kind: 'string', category: 'general', default: 'hr@gulfhorizon.bh' },
  website_url: { kind: 'string', category: 'general', default: 'http://localhost:1337' },
  maintenance_mode: { kind: 'boolean', category: 'advanced', default: false },
  application_auto_archive_days: { kind: 'integer', category: 'general', default: 90, min: 30, max: 365 },
  // Our own addition: new or pending applications waiting longer than this are flagged in the list.
  application_review_ageing_days: { kind: 'integer', category: 'general', default: 3, min: 1, max: 60 },
  max_applications_per_job: { kind: 'integer', category: 'general', default: 1000, min: 100, max: 10000 },
  ai_scoring_enabled: { kind: 'boolean', category: 'general', default: true },
  cost_per_hire: { kind: 'money', category: 'general', default: { value: 0 } },
  default_theme: { kind: 'theme', category: 'appearance', default: 'dark' },
  // Our own addition: how long personal data is kept (Bahrain's PDPL).
  retention_rejected_months: { kind: 'integer', category: 'retention', default: 12, min: 1, max: 120 },
  retention_onboarding_days: { kind: 'integer', category: 'retention', default: 90, min: 7, max: 3650 },
  retention_audit_months: { kind: 'integer', category: 'retention', default: 24, min: 6, max: 120 },
} as const satisfies Record<string, SettingDefinition>;

export type SettingKey = keyof typeof SETTING_DEFINITIONS;
export const SETTING_KEYS = Object.keys(SETTING_DEFINITIONS) as SettingKey[];

/** Settings a browser may read without signing in. */
export const PUBLIC_SETTING_KEYS = [
  'system_name',
  'maintenance_mode',
  'website_url',
  'contact_email',
  'company_name',
] as const;

/**
 * The settings each form tab of Settings edits, and so the only keys
 * Save Settings may change; the secrets have their own write-only route, the theme is per admin.
 */
export const SETTINGS_FORM_TABS = {
  'file-upload': ['file_upload_max_size', 'file_upload_allowed_extensions'],
  email: [
    'email_from_name',
    'email_from_address',
    'email_followup_days',
    'email_rejection_delay_days',
    'email_notifications_enabled',
    'email_notify_new_applications',
    'email_send_application_received',
    'email_auto_followup_enabled',
    'email_auto_rejection_enabled',
    'email_scorecard_reminders_enabled',
  ],
  general: [
    'system_name',
    'maintenance_mode',
    'application_auto_archive_days',
    'max_applications_per_job',
    'application_review_ageing_days',
    'ai_scoring_enabled',
    'scorecards_visible_after_submit',
    'cost_per_hire',
  ],
  retention: ['retention_rejected_months', 'retention_onboarding_days', 'retention_audit_months'],
} as const satisfies Record<string, readonly SettingKey[]>;
export type SettingsFormTab = keyof typeof SETTINGS_FORM_TABS;
export type EditableSettingKey = (typeof SETTINGS_FORM_TABS)[SettingsFormTab][number];
export const EDITABLE_SETTING_KEYS = Object.values(SETTINGS_FORM_TABS).flat() as EditableSettingKey[];
