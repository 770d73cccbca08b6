import type { AdminHiredEmployee } from '@careers/shared';
import { labels, messages } from '@careers/shared/client';
import { Box, Card, CardContent, Skeleton, Stack, TablePagination, Typography } from '@mui/material';
import { useState } from 'react';
import { AccessDenied, CanAccess, Title, useGetList } from 'react-admin';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import HiredStaffTable from './HiredStaffTable';

const text = labels.hiredStaffAdmin;
const PAGE_SIZES = [10, 20, 50, 100];

/** 'Total Hired', then every hired employee newest hire first; the detail dialog opens over it. */
function HiredStaff() {
  const navigate = useNavigate();
  const location = useLocation();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(20);
  const { data, total, isPending, refetch } = useGetList<AdminHiredEmployee>(
    'hired-staff',
    { pagination: { page: page + 1, perPage }, sort: { field: 'hired_date', order: 'DESC' } },
    { placeholderData: (previous) => previous },
  );

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={labels.adminNav.hiredStaff} />
      <Typography component="h1" variant="h5">
        {labels.adminNav.hiredStaff}
      </Typography>
      <Typography color="text.secondary">{text.subtitle}</Typography>
      <Stack component="section" aria-label={messages.hiring.totalHired} direction="row" sx={{ my: 2 }}>
        <Card variant="outlined" sx={{ minWidth: 200 }}>
          <CardContent>
            <Typography color="text.secondary" variant="body2">
              {messages.hiring.totalHired}
            </Typography>
            <Typography variant="h4" component="p" data-testid="total-hired">
              {total ?? <Skeleton width={48} />}
            </Typography>
          </CardContent>
        </Card>
      </Stack>
      <Card variant="outlined">
        <HiredStaffTable
          rows={isPending ? undefined : data}
          onOpen={(row) => navigate({ pathname: `/hired-staff/${row.id}`, search: location.search })}
        />
        <TablePagination
          component="div"
          count={total ?? 0}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      </Card>
      {/* The detail dialog, at /hired-staff/:id; closing it reloads the list. */}
      <Outlet context={{ reload: () => void refetch() }} />
    </Box>
  );
}

/** Only for admins who may read applications: nothing of the page is asked for otherwise. */
export default function HiredStaffPage() {
  return (
    <CanAccess resource="hired-staff" action="list" accessDenied={<AccessDenied />}>
      <HiredStaff />
    </CanAccess>
  );
}
