import { Card, CardContent } from '@mui/material';
import { useCallback, useState } from 'react';
import { useCanAccess, useListContext } from 'react-admin';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import ContextPagination from '../../components/ContextPagination';
import NoticeDialog, { type Notice } from '../../components/NoticeDialog';
import ApplicationFilters from './ApplicationFilters';
import ApplicationListBase from './ApplicationListBase';
import ApplicationTable from './ApplicationTable';
import type { ApplicationRow } from './application-row';
import BulkActionBar from './BulkActionBar';
import { downloadOneCv } from './cv-download';
import { listFormat, serverFilter } from './list-query';
import { useChosenRows } from './useChosenRows';
import { useFacets } from './useFacets';
import { useFilterForm } from './useFilterForm';

const format = listFormat(serverFilter);

/**
 * The Applications tab: react-admin's list (filters, sort, page, selection across pages) with our
 * readable address. The detail dialog mounts over it at /applications/:id (the <Outlet/>), and
 * closing it reloads the list.
 */
export default function ApplicationsList() {
  return (
    <ApplicationListBase listKey="applications.list" format={format}>
      <ApplicationsListView />
    </ApplicationListBase>
  );
}

function ApplicationsListView() {
  const { data, total, isPending, isFetching, perPage, sort, setSort, refetch } = useListContext<ApplicationRow>();
  const filters = useFilterForm(serverFilter);
  const navigate = useNavigate();
  const { search } = useLocation();
  const { canAccess: canChange = false } = useCanAccess({ resource: 'applications', action: 'edit' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [version, setVersion] = useState(0);
  const facets = useFacets(version);
  const selection = useChosenRows<ApplicationRow>();
  const reload = useCallback(() => {
    setVersion((current) => current + 1);
    void refetch();
  }, [refetch]);
  const { keepOnly } = selection;
  const bulkDone = useCallback(
    (kept: readonly string[]) => {
      keepOnly(kept);
      reload();
    },
    [keepOnly, reload],
  );

  return (
    <Card sx={{ mt: 1 }}>
      <CardContent>
        <ApplicationFilters controls={filters} facets={facets} matching={total ?? 0} />
        {canChange && <BulkActionBar selected={selection.rows} onDone={bulkDone} />}
        <ApplicationTable
          rows={isPending ? undefined : data}
          loading={isPending || Boolean(isFetching)}
          perPage={perPage}
          sort={{ field: sort.field, order: sort.order === 'ASC' ? 'ASC' : 'DESC' }}
          onSort={(field, order) => setSort({ field, order })}
          selected={selection.ids}
          onSelect={selection.select}
          canChange={canChange}
          onChanged={reload}
          onDownloadCv={(row) => void downloadOneCv(row.id).then(setNotice)}
          onDetails={(row) => navigate({ pathname: `/applications/${row.id}`, search })}
        />
        <ContextPagination />
        <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
        <Outlet context={{ reload }} />
      </CardContent>
    </Card>
  );
}
