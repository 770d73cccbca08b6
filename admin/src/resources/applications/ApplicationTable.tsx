import { labels, messages } from '@careers/shared/client';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import PersonCell from '../../components/PersonCell';
import { SelectAllCell, SelectRowCell } from '../../components/SelectionCells';
import SkeletonRows, { NoApplicationsRow } from '../../components/SkeletonRows';
import { selectAndNameColumns } from '../../components/sticky-columns';
import { toneChipSx } from '../../components/tone-chip';
import ApplicationStatusSelect from './ApplicationStatusSelect';
import { type ApplicationRow, appliedAt } from './application-row';
import ErasedChip from './ErasedChip';
import ScorecardsChip from './ScorecardsChip';
import { AiScore, InterviewScoreChip } from './scores';

const columns = labels.applicationsAdmin.columns;
const own = labels.applicationsList;

interface Props {
  rows: ApplicationRow[] | undefined;
  loading: boolean;
  perPage: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  onSort(field: string, order: 'ASC' | 'DESC'): void;
  selected: ReadonlySet<string>;
  onSelect(rows: ApplicationRow[], selected: boolean): void;
  canChange: boolean;
  onChanged(): void;
  onDownloadCv(row: ApplicationRow): void;
  onDetails(row: ApplicationRow): void;
}

function SortableHead(props: { field: string; sort: Props['sort']; onSort: Props['onSort']; children: ReactNode }) {
  const active = props.sort.field === props.field;
  return (
    <TableCell sortDirection={active ? (props.sort.order === 'ASC' ? 'asc' : 'desc') : false}>
      <TableSortLabel
        active={active}
        direction={active && props.sort.order === 'ASC' ? 'asc' : 'desc'}
        onClick={() => props.onSort(props.field, active && props.sort.order === 'DESC' ? 'ASC' : 'DESC')}
      >
        {props.children}
      </TableSortLabel>
    </TableCell>
  );
}

// Half the usual space between columns, so all eight fit beside the menu on a 1280 px screen.
const compactCells = { '& td:not(.MuiTableCell-paddingCheckbox), & th:not(.MuiTableCell-paddingCheckbox)': { px: 1 } };

/** The applications table: select-all, applicant, position, nationality, scores, status, applied, actions. */
export default function ApplicationTable(props: Props) {
  const { rows, loading, selected, onSelect, canChange } = props;
  const shown = rows ?? [];
  return (
    <TableContainer>
      <Table size="small" aria-busy={loading} sx={[selectAndNameColumns, compactCells]}>
        <TableHead>
          <TableRow>
            <SelectAllCell rows={shown} selected={selected} onSelect={onSelect} />
            <SortableHead field="full_name" sort={props.sort} onSort={props.onSort}>
              {columns.applicant}
            </SortableHead>
            <TableCell>{columns.position}</TableCell>
            <TableCell>{columns.nationality}</TableCell>
            <SortableHead field="ai_score" sort={props.sort} onSort={props.onSort}>
              {columns.aiScore}
            </SortableHead>
            <SortableHead field="status" sort={props.sort} onSort={props.onSort}>
              {columns.status}
            </SortableHead>
            <SortableHead field="created_at" sort={props.sort} onSort={props.onSort}>
              {columns.applied}
            </SortableHead>
            <TableCell>{columns.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && rows === undefined ? (
            <SkeletonRows rows={Math.min(props.perPage, 10)} columns={8} />
          ) : (
            shown.map((row) => (
              <TableRow key={row.id} hover selected={selected.has(row.id)}>
                <SelectRowCell row={row} selected={selected} onSelect={onSelect} />
                <PersonCell
                  name={
                    <Stack direction="row" useFlexGap spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {row.full_name}
                      </Typography>
                      {row.is_duplicate_applicant && (
                        <Chip size="small" sx={toneChipSx('warning')} label={messages.applications.duplicateBadge} />
                      )}
                      {row.is_ageing && (
                        <Chip size="small" sx={toneChipSx('info')} label={own.ageing} title={own.ageingHint} />
                      )}
                      {row.erased_at !== null && <ErasedChip />}
                    </Stack>
                  }
                  email={row.email}
                >
                  <Typography variant="caption" color="text.secondary">
                    {row.reference_id}
                  </Typography>
                </PersonCell>
                <TableCell>{row.job_title ?? messages.applications.unknownPosition}</TableCell>
                <TableCell>{row.nationality || messages.applications.notSpecified}</TableCell>
                <TableCell>
                  <AiScore score={row.ai_score} />
                </TableCell>
                <TableCell>
                  <Stack spacing={0.5} sx={{ alignItems: 'flex-start', maxWidth: 220 }}>
                    <ApplicationStatusSelect row={row} canChange={canChange} onChanged={props.onChanged} />
                    {row.interview_score !== null && <InterviewScoreChip score={row.interview_score} />}
                    {row.scorecards && <ScorecardsChip summary={row.scorecards} />}
                  </Stack>
                </TableCell>
                <TableCell sx={{ minWidth: 100 }}>{appliedAt(row)}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    {/* An icon with its name as a tooltip, so the row's actions fit beside the columns. */}
                    {row.erased_at === null && (
                      <Tooltip title={labels.applicationsAdmin.downloadCv}>
                        <span>
                          <IconButton
                            size="small"
                            color="primary"
                            aria-label={labels.applicationsAdmin.downloadCv}
                            disabled={row.has_cv === false}
                            onClick={() => props.onDownloadCv(row)}
                          >
                            <DownloadIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    )}
                    <Button size="small" variant="outlined" onClick={() => props.onDetails(row)}>
                      {labels.applicationsAdmin.details}
                    </Button>
                  </Box>
                </TableCell>
              </TableRow>
            ))
          )}
          {!loading && shown.length === 0 && <NoApplicationsRow columns={8} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
