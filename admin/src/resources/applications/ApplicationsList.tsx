import { Card, CardContent } from '@mui/material';
import { useCallback, useState } from 'react';
import { useCanAccess, useGetList } from 'react-admin';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import NoticeDialog, { type Notice } from '../../components/NoticeDialog';
import ApplicationFilters from './ApplicationFilters';
import ApplicationTable from './ApplicationTable';
import type { ApplicationRow } from './application-row';
import BulkActionBar from './BulkActionBar';
import { downloadOneCv } from './cv-download';
import { pickFilters, serverFilter } from './list-query';
import QueryPagination from './QueryPagination';
import { useFacets } from './useFacets';
import { useListQuery } from './useListQuery';
import { useSelection } from './useSelection';

/**
 * The Applications tab: filters, bulk actions, table and pagination, all kept in the URL query. The
 * detail dialog mounts over it at /applications/:id (the <Outlet/>), and closing it reloads the list.
 */
export default function ApplicationsList() {
  const controls = useListQuery();
  const { query } = controls;
  const navigate = useNavigate();
  const { search } = useLocation();
  const { canAccess: canChange = false } = useCanAccess({ resource: 'applications', action: 'edit' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [version, setVersion] = useState(0);
  const facets = useFacets(version);
  const filter = serverFilter(query);
  const selection = useSelection<ApplicationRow>(JSON.stringify(pickFilters(query)));
  const { data, total, isPending, isFetching, refetch } = useGetList<ApplicationRow>(
    'applications',
    {
      pagination: { page: query.page, perPage: query.perPage },
      sort: { field: query.sort, order: query.order },
      filter,
    },
    // The last page stays while the next loads (the skeleton shows only before the first answer).
    { placeholderData: (previous) => previous },
  );
  const reload = useCallback(() => {
    setVersion((current) => current + 1);
    void refetch();
  }, [refetch]);
  const bulkDone = useCallback(
    (kept: readonly string[]) => {
      selection.keepOnly(kept);
      reload();
    },
    [selection.keepOnly, reload],
  );

  return (
    <Card sx={{ mt: 1 }}>
      <CardContent>
        <ApplicationFilters controls={controls} facets={facets} matching={total ?? 0} />
        {canChange && <BulkActionBar selected={selection.rows} onDone={bulkDone} />}
        <ApplicationTable
          rows={isPending ? undefined : data}
          loading={isPending || isFetching}
          perPage={query.perPage}
          sort={{ field: query.sort, order: query.order }}
          onSort={controls.setSort}
          selected={selection.ids}
          onSelect={selection.select}
          canChange={canChange}
          onChanged={reload}
          onDownloadCv={(row) => void downloadOneCv(row.id).then(setNotice)}
          onDetails={(row) => navigate({ pathname: `/applications/${row.id}`, search })}
        />
        <QueryPagination controls={controls} total={total ?? 0} />
        <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
        <Outlet context={{ reload }} />
      </CardContent>
    </Card>
  );
}
