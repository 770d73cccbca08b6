import type { AdminHiredEmployee } from '@careers/shared';
import { DEFAULT_APPLICATIONS_PAGE_SIZE, labels, messages } from '@careers/shared/client';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import ListPagination from '../../components/ListPagination';
import { forListers } from '../../components/list-access';
import PageHeader from '../../components/PageHeader';
import HiredStaffTable from './HiredStaffTable';
import { HiredEmployeeDialog } from './index';

const text = labels.hiredStaffAdmin;

/** 'Total Hired', then every hired employee newest hire first; the detail dialog opens over it. */
function HiredStaff() {
  const navigate = useNavigate();
  const location = useLocation();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(DEFAULT_APPLICATIONS_PAGE_SIZE);
  const { data, total, isPending, isError, refetch } = useGetList<AdminHiredEmployee>(
    'hired-staff',
    { pagination: { page, perPage }, sort: { field: 'hired_date', order: 'DESC' } },
    // A failure shows at once with its Retry, rather than after react-query's silent retries.
    { placeholderData: (previous) => previous, retry: false },
  );
  // A failed read with nothing to show: the reason and Retry, never a skeleton that waits forever.
  const failed = isError && data === undefined;

  return (
    <Box sx={{ mt: 2 }}>
      <PageHeader title={labels.adminNav.hiredStaff} subtitle={text.subtitle} />
      <Stack component="section" aria-label={messages.hiring.totalHired} direction="row" sx={{ mb: 2 }}>
        <Card variant="outlined" sx={{ minWidth: 200 }}>
          <CardContent>
            <Typography color="text.secondary" variant="body2">
              {messages.hiring.totalHired}
            </Typography>
            <Typography variant="h4" component="p" data-testid="total-hired">
              {total ?? (failed ? messages.common.notAvailable : <Skeleton width={48} />)}
            </Typography>
          </CardContent>
        </Card>
      </Stack>
      {failed ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {text.retry}
            </Button>
          }
        >
          {messages.hiredStaff.listFailed}
        </Alert>
      ) : (
        <Card variant="outlined" sx={{ p: 2 }}>
          <HiredStaffTable
            rows={isPending ? undefined : data}
            onOpen={(row) => navigate({ pathname: `/hired-staff/${row.id}`, search: location.search })}
          />
          <ListPagination
            page={page}
            perPage={perPage}
            total={total ?? 0}
            onPage={setPage}
            onPerPage={(size) => {
              setPerPage(size);
              setPage(1);
            }}
            showing={text.showingRange}
          />
        </Card>
      )}
      {/* The detail dialog, at /hired-staff/:id; closing it reloads the list. */}
      <Routes>
        <Route path=":id" element={<HiredEmployeeDialog onClosed={() => void refetch()} />} />
      </Routes>
    </Box>
  );
}

/** Only for admins who may read applications: nothing of the page is asked for otherwise. */
export default forListers('hired-staff', HiredStaff);
