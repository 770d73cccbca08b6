// Not in the spec: the audit log's screen (issue 28 item 5).
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
