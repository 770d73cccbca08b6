import type { AuditEntry } from '@careers/shared';
import { labels } from '@careers/shared/client';
import { Typography } from '@mui/material';
import { Datagrid, DateInput, FunctionField, List, Pagination, TextField, TextInput } from 'react-admin';
import { companyDateTime } from '../../format/company-time';

const text = labels.auditLogAdmin;

// Outlined and small, as every other filter bar of the back office.
const outlined = { alwaysOn: true, variant: 'outlined', size: 'small' } as const;

// Each filter is the shared schema's key; the server checks every value again.
const filters = [
  <TextInput key="actor" source="actor" label={text.filters.actor} {...outlined} />,
  <TextInput key="action" source="action" label={text.filters.action} {...outlined} />,
  <TextInput key="entity_type" source="entity_type" label={text.filters.entity_type} {...outlined} />,
  <TextInput key="entity_id" source="entity_id" label={text.filters.entity_id} {...outlined} />,
  <DateInput key="from" source="from" label={text.filters.from} {...outlined} />,
  <DateInput key="to" source="to" label={text.filters.to} {...outlined} />,
];

/** A subject as `type id`, the ids the log keeps instead of anyone's personal data. */
const subjectOf = (entry: AuditEntry) => [entry.entity_type, entry.entity_id].filter(Boolean).join(' ');

/** Extra facts of an entry as `key: value` pairs, short enough for a table cell. */
const detailsOf = (entry: AuditEntry) =>
  entry.details
    ? Object.entries(entry.details)
        .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
        .join(' · ')
    : '';

/**
 * The audit log: newest first, paged and filtered by the server. Read only: no
 * row opens an edit, and the API has no write for it.
 */
export default function AuditLogList() {
  return (
    <List
      title={text.title}
      sort={{ field: 'occurred_at', order: 'DESC' }}
      filters={filters}
      perPage={50}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      actions={false}
      empty={false}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {text.intro}
      </Typography>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography sx={{ p: 2 }}>{text.empty}</Typography>}>
        <FunctionField<AuditEntry>
          source="occurred_at"
          label={text.columns.occurred_at}
          render={(entry) => companyDateTime(entry.occurred_at)}
        />
        <TextField source="action" label={text.columns.action} />
        <FunctionField<AuditEntry>
          source="actor_email"
          label={text.columns.actor_email}
          sortable={false}
          render={(entry) => entry.actor_email ?? text.system}
        />
        <FunctionField<AuditEntry> label={text.columns.subject} sortable={false} render={subjectOf} />
        <TextField source="ip" label={text.columns.ip} sortable={false} emptyText="" />
        <FunctionField<AuditEntry>
          label={text.columns.details}
          sortable={false}
          render={detailsOf}
          sx={{ display: 'block', maxWidth: 360, overflowWrap: 'anywhere' }}
        />
      </Datagrid>
    </List>
  );
}
