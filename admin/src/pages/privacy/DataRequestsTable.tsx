import type { DataRequest } from '@careers/shared';
import { labels } from '@careers/shared/client';
import { TableCell, TableRow } from '@mui/material';
import SimpleTable from '../../components/SimpleTable';
import { companyDateTime } from '../../format/company-time';

const text = labels.privacyAdmin.requests;

/** Every access, correction, withdrawal and erasure request, newest first: who handled it and how it ended. */
export default function DataRequestsTable({ requests }: { requests: DataRequest[] }) {
  const columns = text.columns;
  return (
    <SimpleTable
      aria-label={text.title}
      empty={text.empty}
      columns={[
        columns.received_at,
        columns.kind,
        columns.channel,
        columns.handled_by,
        columns.outcome,
        columns.application_references,
      ]}
    >
      {requests.map((request) => (
        <TableRow key={request.id}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{companyDateTime(request.received_at)}</TableCell>
          <TableCell>{text.kinds[request.kind]}</TableCell>
          <TableCell>{text.channels[request.channel]}</TableCell>
          <TableCell>{request.handled_by ?? text.selfService}</TableCell>
          <TableCell>{text.outcomes[request.outcome]}</TableCell>
          <TableCell>{request.application_references.join(', ')}</TableCell>
        </TableRow>
      ))}
    </SimpleTable>
  );
}
