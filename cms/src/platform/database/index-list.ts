// The indexes every start makes (indexes.ts runs them), and the columns searched with "contains".

export interface IndexSpec {
  table: string;
  columns: string[];
  unique?: boolean;
}

/**
 * Indexes for every column the back office filters or sorts on, and database-level uniqueness where
 * a duplicate would be a bug (Strapi's `unique` is only checked by the application, which two
 * instances can race past). Created with IF NOT EXISTS, so every start may run this.
 */
export const INDEXES: IndexSpec[] = [
  { table: 'applications', columns: ['reference_id'], unique: true },
  { table: 'applications', columns: ['status'] },
  { table: 'applications', columns: ['created_at'] },
  { table: 'applications', columns: ['email'] },
  { table: 'applications', columns: ['ai_score'] },
  // The dashboard's Top 10 Applicants: best scores, newest first among equals, read off the index.
  { table: 'applications', columns: ['ai_score', 'created_at'] },
  { table: 'applications', columns: ['interview_score'] },
  { table: 'applications', columns: ['nationality'] },
  { table: 'applications', columns: ['full_name'] },
  { table: 'applications', columns: ['interview_scheduled_date'] },
  // The Applications tab filters the active (or archived) list by one column and sorts by date, then
  // id: each answers its count from the index alone and its page in order (an unscored IS NULL
  // included). The id is there for PostgreSQL, whose count is Strapi's COUNT(id): without it in the
  // index PostgreSQL reads the table (SQLite's indexes hold the row id anyway).
  { table: 'applications', columns: ['is_archived', 'created_at', 'id'] },
  { table: 'applications', columns: ['is_archived', 'status', 'created_at', 'id'] },
  { table: 'applications', columns: ['is_archived', 'ai_score', 'created_at', 'id'] },
  { table: 'applications', columns: ['is_archived', 'interview_score', 'created_at', 'id'] },
  { table: 'applications', columns: ['is_archived', 'nationality', 'created_at', 'id'] },
  // A status's applications by name (the j/k neighbours of a status filter sorted by name): ranges.
  { table: 'applications', columns: ['is_archived', 'status', 'full_name', 'id'] },
  { table: 'applications', columns: ['rejection_email_scheduled'] },
  // The dashboard's funnel: applications counted by the furthest stage they reached.
  { table: 'applications', columns: ['funnel_reach'] },
  // A posting's applications (the list's posting filter, the dashboard's job scope) from the index alone.
  { table: 'applications_job_posting_lnk', columns: ['job_posting_id', 'application_id'] },
  { table: 'applications', columns: ['ai_scoring_status'] },
  { table: 'job_postings', columns: ['posting_status', 'posted_date'] },
  { table: 'job_postings', columns: ['created_at'] },
  { table: 'job_postings', columns: ['department'] },
  { table: 'job_postings', columns: ['title'] },
  { table: 'job_templates', columns: ['is_archived', 'created_at'] },
  { table: 'benefits', columns: ['is_active', 'display_order'] },
  { table: 'page_sections', columns: ['page_name', 'is_active', 'display_order'] },
  { table: 'email_templates', columns: ['template_key'], unique: true },
  { table: 'system_settings', columns: ['setting_key'], unique: true },
  { table: 'interview_schedules', columns: ['scheduled_date'] },
  { table: 'interview_schedules', columns: ['status'] },
  { table: 'interviewer_feeds', columns: ['token_hash'], unique: true },
  { table: 'interviewer_feeds', columns: ['interviewer_email', 'revoked_at'] },
  { table: 'hires', columns: ['hired_date'] },
  { table: 'hires', columns: ['status'] },
  { table: 'hired_employees', columns: ['onboarding_token'], unique: true },
  { table: 'hired_employees', columns: ['hired_date'] },
  { table: 'backoffice_admin_users', columns: ['email'], unique: true },
  { table: 'backoffice_admin_users', columns: ['created_at'] },
  { table: 'user_roles', columns: ['name'], unique: true },
  { table: 'admin_sessions', columns: ['token_hash'], unique: true },
  { table: 'admin_sessions', columns: ['expires_at'] },
  // Has this account signed in from this address lately (the sign-in limits)?
  { table: 'admin_sessions', columns: ['ip', 'created_at'] },
  { table: 'admin_otp_codes', columns: ['email', 'verified', 'expires_at'] },
  { table: 'password_resets', columns: ['token_hash'], unique: true },
  { table: 'email_outbox', columns: ['idempotency_key'], unique: true },
  { table: 'email_outbox', columns: ['status', 'send_at'] },
  { table: 'email_outbox', columns: ['created_at'] },
  { table: 'email_outbox', columns: ['recipient'] },
  { table: 'email_outbox', columns: ['application_id', 'template_key'] },
  { table: 'background_jobs', columns: ['idempotency_key'], unique: true },
  { table: 'background_jobs', columns: ['status', 'run_at', 'priority'] },
  { table: 'background_jobs', columns: ['kind'] },
  { table: 'background_jobs', columns: ['group_key', 'status'] },
  { table: 'application_status_events', columns: ['occurred_at'] },
  { table: 'application_status_events', columns: ['to_status'] },
  // The dashboard's median time in each status: a count, then the middle stay, read off the index.
  { table: 'application_status_events', columns: ['to_status', 'stay_ms'] },
  { table: 'audit_events', columns: ['occurred_at'] },
  { table: 'audit_events', columns: ['action'] },
  { table: 'audit_events', columns: ['entity_type', 'entity_id'] },
  { table: 'site_builds', columns: ['status', 'created_at'] },
  // The rate limiter's upsert needs a real unique key.
  { table: 'rate_limit_buckets', columns: ['bucket_key'], unique: true },
  { table: 'used_form_tokens', columns: ['nonce'], unique: true },
  { table: 'used_form_tokens', columns: ['expires_at'] },
  // A candidate's private link: found by its token's hash, forgotten by address or expiry.
  { table: 'candidate_links', columns: ['token_hash'], unique: true },
  { table: 'candidate_links', columns: ['email'] },
  { table: 'candidate_links', columns: ['expires_at'] },
  // The Privacy register's newest first.
  { table: 'data_requests', columns: ['received_at'] },
  { table: 'erasure_records', columns: ['erased_at'] },
  // Interview kits: a link by its token's hash; the reminder run's scorecards not in after the interview.
  { table: 'kit_links', columns: ['token_hash'], unique: true },
  { table: 'scorecards', columns: ['submitted_at', 'interview_ends_at'] },
];

/** Indexes an entry above replaces (the same columns without the trailing id), dropped on start. */
export const REPLACED_INDEXES = [
  'ix_applications_is_archived_created_at',
  'ix_applications_is_archived_status_created_at',
  'ix_applications_is_archived_ai_score_created_at',
  'ix_applications_is_archived_interview_score_created_at',
  'ix_applications_is_archived_nationality_created_at',
];

export function indexName(spec: IndexSpec): string {
  return `${spec.unique ? 'ux' : 'ix'}_${spec.table}_${spec.columns.join('_')}`.slice(0, 63);
}

/** Columns the back office searches with "contains" (the `q` filter). */
export const SEARCHED_COLUMNS: { table: string; column: string }[] = [
  { table: 'applications', column: 'full_name' },
  { table: 'applications', column: 'email' },
  { table: 'applications', column: 'reference_id' },
];
