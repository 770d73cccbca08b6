import { messages } from '@careers/shared/client';
import { Skeleton, TableCell, TableRow } from '@mui/material';

/** Placeholder rows while a table's first page loads (docs/requirements.md#recruiter-in-the-back-office-admin2025). */
export default function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to tell them apart
    <TableRow key={index} data-testid="skeleton-row">
      {Array.from({ length: columns }, (_, cell) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        <TableCell key={cell}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** The one row of a table with nothing to show: 'No applications found'. */
export function NoApplicationsRow({ columns }: { columns: number }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} align="center" sx={{ py: 6 }}>
        {messages.applications.noApplicationsFound}
      </TableCell>
    </TableRow>
  );
}
