import { labels, messages } from '@careers/shared/client';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Button,
  Checkbox,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type ApplicationRow, appliedAt } from '../applications/application-row';

const columns = labels.applicationsAdmin.cvLibrary.columns;
const own = labels.applicationsList;

interface Props {
  rows: ApplicationRow[] | undefined;
  selected: ReadonlySet<string>;
  onSelect(rows: ApplicationRow[], selected: boolean): void;
  /** Without manage_applications there is nothing to select or download. */
  canDownload: boolean;
  onDownload(row: ApplicationRow): void;
}

/** Candidate, Position Applied, Status, Applied Date and a Download button per CV. */
export default function CvLibraryTable({ rows, selected, onSelect, canDownload, onDownload }: Props) {
  const shown = rows ?? [];
  const chosen = shown.filter((row) => selected.has(row.id)).length;
  const width = canDownload ? 6 : 4;
  return (
    <TableContainer>
      <Table size="small" aria-busy={rows === undefined}>
        <TableHead>
          <TableRow>
            {canDownload && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={shown.length > 0 && chosen === shown.length}
                  indeterminate={chosen > 0 && chosen < shown.length}
                  disabled={shown.length === 0}
                  onChange={(event) => onSelect(shown, event.target.checked)}
                  slotProps={{ input: { 'aria-label': own.selectAll } }}
                />
              </TableCell>
            )}
            <TableCell>{columns.candidate}</TableCell>
            <TableCell>{columns.positionApplied}</TableCell>
            <TableCell>{columns.status}</TableCell>
            <TableCell>{columns.appliedDate}</TableCell>
            {canDownload && <TableCell>{labels.applicationsAdmin.columns.actions}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows === undefined
            ? Array.from({ length: 5 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to tell them apart
                <TableRow key={index} data-testid="skeleton-row">
                  <TableCell colSpan={width}>
                    <Skeleton variant="text" />
                  </TableCell>
                </TableRow>
              ))
            : shown.map((row) => (
                <TableRow key={row.id} hover selected={selected.has(row.id)}>
                  {canDownload && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.has(row.id)}
                        onChange={(event) => onSelect([row], event.target.checked)}
                        slotProps={{ input: { 'aria-label': own.selectRow(row.full_name) } }}
                      />
                    </TableCell>
                  )}
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {row.full_name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {row.email}
                    </Typography>
                  </TableCell>
                  <TableCell>{row.job_title ?? messages.common.notAvailable}</TableCell>
                  <TableCell>{own.statuses[row.status]}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{appliedAt(row)}</TableCell>
                  {canDownload && (
                    <TableCell>
                      <Button
                        size="small"
                        startIcon={<DownloadIcon />}
                        disabled={row.has_cv === false}
                        onClick={() => onDownload(row)}
                      >
                        {labels.applicationsAdmin.cvLibrary.download}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
          {rows !== undefined && shown.length === 0 && (
            <TableRow>
              <TableCell colSpan={width} align="center" sx={{ py: 6 }}>
                {messages.applications.noApplicationsFound}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
