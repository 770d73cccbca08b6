import type { ErasureRow } from '@careers/shared';
import { labels, messages } from '@careers/shared/client';
import { TableCell, TableRow } from '@mui/material';
import SimpleTable from '../../components/SimpleTable';
import { companyDateTime } from '../../format/company-time';

const text = labels.privacyAdmin.erasures;

/** Every erasure, newest first: under which rule, what (by reference), and how many files, e-mails and entries went. */
export default function ErasuresTable({ erasures }: { erasures: ErasureRow[] }) {
  const columns = text.columns;
  return (
    <SimpleTable
      aria-label={text.title}
      empty={text.empty}
      columns={[
        columns.erased_at,
        columns.rule,
        columns.subject,
        { label: columns.files_deleted, align: 'right' },
        { label: columns.emails_redacted, align: 'right' },
        { label: columns.entries_deleted, align: 'right' },
      ]}
    >
      {erasures.map((erasure) => (
        <TableRow key={erasure.id}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{companyDateTime(erasure.erased_at)}</TableCell>
          <TableCell>{messages.privacy.erasureRules[erasure.rule]}</TableCell>
          <TableCell>
            {text.subjects[erasure.subject_type]}
            {erasure.subject_reference ? ` ${erasure.subject_reference}` : ''}
          </TableCell>
          <TableCell align="right">{erasure.files_deleted}</TableCell>
          <TableCell align="right">{erasure.emails_redacted}</TableCell>
          <TableCell align="right">{erasure.entries_deleted}</TableCell>
        </TableRow>
      ))}
    </SimpleTable>
  );
}
