import {
  type AuditEntry,
  addDays,
  auditFiltersSchema,
  BACK_OFFICE_API_ACCESS,
  companyTimeToInstant,
} from '@careers/shared';
import type { StoredRow } from '../../../platform/database/rows';
import type { ResourceConfig } from '../resource';

type StoredEntry = StoredRow<'api::audit-event.audit-event'>;

/** One filter's value, checked with the shared schema's rule for it; null refuses the filter. */
function checked<K extends keyof typeof auditFiltersSchema.shape>(key: K, value: unknown) {
  const parsed = auditFiltersSchema.shape[key].safeParse(value);
  return parsed.success && parsed.data ? parsed.data : null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * The audit log: newest first, paged in the database, filtered by actor, action,
 * subject and company-time dates. Read only: no route creates, changes or deletes an entry (the
 * adapter answers 405 for a resource without writes), and the /cms panel does not show the type.
 */
export const auditLogResource: ResourceConfig<AuditEntry, AuditEntry, StoredEntry> = {
  name: 'audit-log',
  uid: 'api::audit-event.audit-event',
  access: BACK_OFFICE_API_ACCESS['audit-log'],
  sortable: { occurred_at: 'occurred_at', action: 'action' },
  defaultSort: { field: 'occurred_at', order: 'desc' },
  filters: {
    actor: (value) => {
      const actor = checked('actor', value);
      return actor ? { actor_email: { $containsi: actor } } : null;
    },
    // An action, or every action under a prefix ending in a dot (application.).
    action: (value) => {
      const action = checked('action', value);
      if (!action) return null;
      return action.endsWith('.') ? { action: { $startsWith: action } } : { action };
    },
    entity_type: (value) => {
      const type = checked('entity_type', value);
      return type ? { entity_type: type } : null;
    },
    entity_id: (value) => {
      const id = checked('entity_id', value);
      return id ? { entity_id: id } : null;
    },
    from: (value) => {
      const day = checked('from', value);
      return day ? { occurred_at: { $gte: companyTimeToInstant(day, '00:00') } } : null;
    },
    to: (value) => {
      const day = checked('to', value);
      return day ? { occurred_at: { $lt: companyTimeToInstant(addDays(day, 1), '00:00') } } : null;
    },
  },
  search: [],
  serialize: (row) => ({
    id: String(row.documentId),
    occurred_at: new Date(row.occurred_at as string | Date).toISOString(),
    action: String(row.action),
    actor_email: text(row.actor_email),
    entity_type: text(row.entity_type),
    entity_id: text(row.entity_id),
    ip: text(row.ip),
    details:
      typeof row.details === 'object' && row.details !== null && !Array.isArray(row.details)
        ? (row.details as Record<string, unknown>)
        : null,
  }),
};
