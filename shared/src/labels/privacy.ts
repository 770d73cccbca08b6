// Our own addition: the audit log's screen.
export const auditLogAdmin = {
  title: 'Audit Log',
  intro:
    'Every sign-in, refused request, CV view or download, export, status change and change of settings, users and roles, newest first. Entries cannot be changed or deleted.',
  columns: {
    occurred_at: 'When',
    action: 'Action',
    actor_email: 'Actor',
    subject: 'Subject',
    ip: 'Address',
    details: 'Details',
  },
  filters: {
    actor: 'Actor (e-mail)',
    action: 'Action',
    entity_type: 'Subject type',
    entity_id: 'Subject id',
    from: 'From',
    to: 'To',
  },
  clearFilters: 'Clear Filters',
  empty: 'No entries match these filters.',
  system: 'System',
  showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} entries`,
} as const;

// Our own addition: the Privacy register.
export const privacyAdmin = {
  title: 'Privacy',
  intro:
    'Requests about personal data and how each ended, the applications on legal hold, what the next retention run will erase, and every erasure. Names and addresses never appear here: applications are named by reference.',
  exportCsv: 'Export Register (CSV)',
  requests: {
    title: 'Data requests',
    empty: 'No requests yet.',
    columns: {
      received_at: 'Received',
      kind: 'Request',
      channel: 'From',
      handled_by: 'Handled by',
      outcome: 'Outcome',
      application_references: 'Applications',
    },
    kinds: { access: 'Access (copy)', correction: 'Correction', withdrawal: 'Withdrawal', erasure: 'Erasure' },
    channels: { self_service: 'Candidate’s own page', back_office: 'Back office' },
    outcomes: {
      completed: 'Completed',
      partly_held: 'Partly held (legal hold)',
      held: 'Recorded, on legal hold',
      employee_record_kept: 'Completed; employee record kept (employment)',
    },
    selfService: 'The candidate',
  },
  holds: {
    title: 'Legal holds',
    empty: 'No application is on legal hold.',
    columns: { reference_id: 'Reference', job_title: 'Job', since: 'Since', reason: 'Reason' },
  },
  nextRun: {
    title: 'Next retention run',
    startsAt: (at: string) => `Starts ${at}.`,
    decidedBefore: (at: string) => `Rejected candidates decided before ${at}`,
    onboardedBefore: (at: string) => `Onboarding documents of new hires onboarded before ${at}`,
    loggedBefore: (at: string) => `Audit log entries from before ${at}`,
    count: (count: number) => (count === 1 ? '1 to erase' : `${count} to erase`),
    listed: (shown: number, total: number) => `The first ${shown} of ${total} applications it will erase:`,
    nothingDue: 'Nothing is due.',
  },
  erasures: {
    title: 'Erasures',
    empty: 'Nothing has been erased yet.',
    columns: {
      erased_at: 'Erased',
      rule: 'Rule',
      subject: 'What',
      files_deleted: 'Files',
      emails_redacted: 'E-mails',
      entries_deleted: 'Entries',
    },
    subjects: {
      application: 'Application',
      'hired-employee': 'New hire’s onboarding data',
      'audit-event': 'Audit entries',
    },
  },
} as const;
