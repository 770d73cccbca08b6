/**
 * Every action the audit log records (DESIGN.md section 4): one typed list, so a report or a filter in the
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
  'setup.first_admin',
  'password.reset_requested',
  'password.reset',
  'user.created',
  'user.updated',
  'user.deleted',
  'user.email_changed',
  'user.password_set',
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
  'application.rejection_scheduled',
  'application.rejection_cancelled',
  'application.hired',
  'applications.ai_analysis',
  // files and exports
  'cv.downloaded',
  'application.cv_downloaded',
  'application.cv_viewed',
  'document.downloaded',
  'applications.exported',
  // settings
  'settings.updated',
  'settings.secret_set',
  'settings.secret_cleared',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
