import type { AdminHiredEmployee } from '@careers/shared';
import { labels, messages } from '@careers/shared/client';
import { Link, TableCell, TableRow } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import PersonCell from '../../components/PersonCell';
import SimpleTable from '../../components/SimpleTable';
import SkeletonRows from '../../components/SkeletonRows';
import { calendarDay, companyDate } from '../../format/company-time';
import { HiredChip, OnboardingChip } from './HiredChips';

const text = labels.hiredStaffAdmin;
const COLUMNS = 7;

interface Props {
  /** Undefined while the first page loads. */
  rows: AdminHiredEmployee[] | undefined;
  onOpen(row: AdminHiredEmployee): void;
}

/** Employee, position, department, start date, hired date, onboarding and status; a row opens its detail. */
export default function HiredStaffTable({ rows, onOpen }: Props) {
  const location = useLocation();
  return (
    <SimpleTable
      columns={[
        text.columns.employee,
        text.columns.position,
        text.columns.department,
        text.columns.startDate,
        text.columns.hiredDate,
        text.columns.onboarding,
        text.columns.status,
      ]}
      aria-busy={rows === undefined}
      aria-label={labels.adminNav.hiredStaff}
    >
      {rows === undefined && <SkeletonRows rows={5} columns={COLUMNS} />}
      {rows?.map((row) => (
        <TableRow key={row.id} hover onClick={() => onOpen(row)} sx={{ cursor: 'pointer' }}>
          <PersonCell
            name={
              // The keyboard's way in; a click anywhere on the row does the same.
              <Link
                component={RouterLink}
                to={{ pathname: `/hired-staff/${row.id}`, search: location.search }}
                onClick={(event) => event.stopPropagation()}
                sx={{ fontWeight: 600 }}
              >
                {row.full_name}
              </Link>
            }
            email={row.email}
          />
          <TableCell>{row.job_title ?? messages.common.notAvailable}</TableCell>
          <TableCell>{row.department ?? messages.common.notAvailable}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{calendarDay(row.start_date)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{companyDate(row.hired_date)}</TableCell>
          <TableCell>
            <OnboardingChip completed={row.onboarding_completed} />
          </TableCell>
          <TableCell>
            <HiredChip />
          </TableCell>
        </TableRow>
      ))}
      {rows !== undefined && rows.length === 0 && (
        <TableRow>
          <TableCell colSpan={COLUMNS} align="center" sx={{ py: 6 }}>
            {text.empty}
          </TableCell>
        </TableRow>
      )}
    </SimpleTable>
  );
}
