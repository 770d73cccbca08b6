/**
 * Every action the audit log records: one typed list, so a report or a filter in the
 * back office can name them and a typo in the server is a compile error.
 */
export const AUDIT_ACTIONS = [
  // sign-in and accounts
  'sign_in.code_sent',
  'sign_in.code_still_valid',
  'sign_in.succeeded',
  'sign_in.password_refused',
  'sign_in.code_refused',
  'sign_in.inactive_refused',
  'sign_out',
  // a back-office request refused (401, 403), one line per account, route and minute with its count
  'backoffice.request_refused',
  'setup.first_admin',
  'password.reset_requested',
  'password.reset',
  'user.created',
  'user.updated',
  'user.deleted',
  'user.email_changed',
  'user.password_set',
  'user.reauthentication_refused',
  'user.activated',
  'user.deactivated',
  'role.created',
  'role.updated',
  'role.deleted',
  // applications
  'application.received',
  'application.status_changed',
  'application.archived',
  'application.unarchived',
  'application.shortlisted',
  'application.unshortlisted',
  'application.interview_scored',
  // Our own addition: a legal hold keeps an application from erasure until it is released.
  'application.legal_hold_placed',
  'application.legal_hold_released',
  // the candidate withdrew it on their own page
  'application.withdrawn',
  // the candidate's own page: a copy of their data downloaded, their name or phone corrected, a new link mailed
  'candidate.data_exported',
  'candidate.contact_corrected',
  'candidate.link_requested',
  // the daily retention run: what it erased, counted, under each rule
  'privacy.retention_run',
  // a candidate's data erased at their request, from the back office
  'application.erased_on_request',
  // the Privacy register downloaded as CSV
  'privacy.register_exported',
  'application.interview_scheduled',
  // structured interviews
  'application.interview_rescheduled',
  'application.interview_cancelled',
  'scorecard.submitted',
  'scorecard.edited',
  'scorecard.reminder_sent',
  'application.rejection_scheduled',
  'application.rejection_cancelled',
  'application.hired',
  'applications.ai_analysis',
  'applications.ai_rescore_after_upgrade',
  // interviewers' private calendar feeds
  'interviewer_feed.created',
  'interviewer_feed.revoked',
  // jobs
  'job_template.created',
  'job_template.updated',
  'job_template.archived',
  'job_template.unarchived',
  'job_template.deleted',
  'job_posting.created',
  'job_posting.updated',
  'job_posting.closed',
  'job_posting.marked_inactive',
  'job_posting.reopened',
  'job_posting.set_inactive',
  'job_posting.deleted',
  // files and exports
  'application.cv_downloaded',
  'application.cv_viewed',
  'document.downloaded',
  // hired staff: who saw an employee's CPR number and IBAN, and who downloaded which document
  'hired_employee.private_data_viewed',
  'hired_employee.document_downloaded',
  // a new onboarding link mailed to an employee still onboarding; the one before stops working
  'hired_employee.onboarding_link_sent',
  // the new hire sent the onboarding form (personal, banking and ID data, documents) from this address
  'hired_employee.onboarding_completed',
  'applications.exported',
  // public content (benefits, page sections)
  'benefit.created',
  'benefit.updated',
  'benefit.deleted',
  'benefit.activated',
  'benefit.deactivated',
  'page_section.created',
  'page_section.updated',
  'page_section.deleted',
  'page_section.activated',
  'page_section.deactivated',
  'page_section.moved',
  // settings
  'settings.updated',
  'settings.secret_set',
  'settings.secret_cleared',
  // e-mail templates
  'email_template.updated',
  'email_template.test_sent',
  'site.rebuild_requested',
  'background.job_retried',
  'background.email_retried',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
