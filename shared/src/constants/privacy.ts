// Not in the spec: what erases personal data (issue 28 item 2), named on each erasure record.

/** The rules under which personal data is erased. */
export const ERASURE_RULES = [
  'retention_rejected',
  'retention_onboarding',
  'retention_audit',
  'candidate_request',
] as const;
export type ErasureRule = (typeof ERASURE_RULES)[number];

/** What an erasure record is about. */
export const ERASURE_SUBJECTS = ['application', 'hired-employee', 'audit-event'] as const;
export type ErasureSubject = (typeof ERASURE_SUBJECTS)[number];

/** Final statuses whose applications are erased once the rejected-candidates period has passed. */
export const RETENTION_FINAL_STATUSES = ['rejected'] as const;
