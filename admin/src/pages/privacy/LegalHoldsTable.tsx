import type { LegalHoldRow } from '@careers/shared';
import { labels } from '@careers/shared/client';
import { Link, TableCell, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import SimpleTable from '../../components/SimpleTable';
import { companyDateTime } from '../../format/company-time';

const text = labels.privacyAdmin.holds;

/**
 * The applications kept from erasure, the longest held first, by reference (the register names no one);
 * each opens its detail, where the hold is released.
 */
export default function LegalHoldsTable({ holds }: { holds: LegalHoldRow[] }) {
  const columns = text.columns;
  return (
    <SimpleTable
      aria-label={text.title}
      empty={text.empty}
      columns={[columns.reference_id, columns.job_title, columns.since, columns.reason]}
    >
      {holds.map((hold) => (
        <TableRow key={hold.id}>
          <TableCell>
            <Link component={RouterLink} to={`/applications/${hold.id}`}>
              {hold.reference_id}
            </Link>
          </TableCell>
          <TableCell>{hold.job_title ?? ''}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{companyDateTime(hold.since)}</TableCell>
          <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{hold.reason}</TableCell>
        </TableRow>
      ))}
    </SimpleTable>
  );
}
