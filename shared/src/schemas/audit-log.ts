import { z } from 'zod';
import { isoDate, isoDateTime, textInput } from './common';

/** One line of the audit log as the back office reads it: ids and action names, no candidate's data. */
export const auditEntrySchema = z.strictObject({
  id: z.string(),
  occurred_at: isoDateTime,
  action: z.string(),
  actor_email: z.string().nullable(),
  entity_type: z.string().nullable(),
  entity_id: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * The audit log's filters: who (part of an e-mail), what (an action, or its first part such as
 * `application.`), the subject (its type, and its id) and a date range in company time, both ends
 * included.
 */
export const auditFiltersSchema = z.strictObject({
  actor: textInput().trim().max(254).optional(),
  action: textInput().trim().max(80).optional(),
  entity_type: textInput().trim().max(80).optional(),
  entity_id: textInput().trim().max(80).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
