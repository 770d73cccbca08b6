import { labels, messages } from '@careers/shared/client';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import PersonCell from '../../../components/PersonCell';
import { SelectAllCell, SelectRowCell } from '../../../components/SelectionCells';
import SkeletonRows, { NoApplicationsRow } from '../../../components/SkeletonRows';
import { selectAndNameColumns } from '../../../components/sticky-columns';
import { type ApplicationRow, appliedAt } from '../application-row';
import ErasedChip from '../ErasedChip';

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

/**
 * Candidate, Position Applied, Status, Applied Date and a Download button per CV. An erased candidate's
 * row says so and offers nothing to choose or download: their CV is deleted.
 */
export default function CvLibraryTable({ rows, selected, onSelect, canDownload, onDownload }: Props) {
  const shown = rows ?? [];
  const selectable = shown.filter((row) => row.erased_at === null);
  const width = canDownload ? 6 : 4;
  return (
    <TableContainer>
      <Table size="small" aria-busy={rows === undefined} sx={selectAndNameColumns}>
        <TableHead>
          <TableRow>
            {canDownload && <SelectAllCell rows={selectable} selected={selected} onSelect={onSelect} />}
            <TableCell>{columns.candidate}</TableCell>
            <TableCell>{columns.positionApplied}</TableCell>
            <TableCell>{columns.status}</TableCell>
            <TableCell>{columns.appliedDate}</TableCell>
            {canDownload && <TableCell>{labels.applicationsAdmin.columns.actions}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows === undefined ? (
            <SkeletonRows rows={5} columns={width} />
          ) : (
            shown.map((row) => (
              <TableRow key={row.id} hover selected={selected.has(row.id)}>
                {canDownload &&
                  (row.erased_at === null ? (
                    <SelectRowCell row={row} selected={selected} onSelect={onSelect} />
                  ) : (
                    <TableCell padding="checkbox" />
                  ))}
                <PersonCell
                  name={
                    <Stack direction="row" useFlexGap spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {row.full_name}
                      </Typography>
                      {row.erased_at !== null && <ErasedChip />}
                    </Stack>
                  }
                  email={row.email}
                />
                <TableCell>{row.job_title ?? messages.common.notAvailable}</TableCell>
                <TableCell>{own.statuses[row.status]}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{appliedAt(row)}</TableCell>
                {canDownload && (
                  <TableCell>
                    {row.erased_at === null && (
                      <Button
                        size="small"
                        startIcon={<DownloadIcon />}
                        disabled={row.has_cv === false}
                        onClick={() => onDownload(row)}
                      >
                        {labels.applicationsAdmin.cvLibrary.download}
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))
          )}
          {rows !== undefined && shown.length === 0 && <NoApplicationsRow columns={width} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
