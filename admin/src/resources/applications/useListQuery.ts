import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type ApplicationListFilters,
  type ApplicationListQuery,
  NO_FILTERS,
  readListQuery,
  writeListQuery,
} from './list-query';

/**
 * The list's state, kept in the URL query. Any filter change goes back to page 1; a new page size
 * too, since the old page number would point elsewhere.
 */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);
  const update = useCallback(
    (change: (current: ApplicationListQuery) => ApplicationListQuery, replace = false) =>
      setParams((current) => writeListQuery(change(readListQuery(current))), { replace }),
    [setParams],
  );
  return {
    query,
    setFilters: useCallback(
      (filters: Partial<ApplicationListFilters>, replace = false) =>
        update((current) => ({ ...current, ...filters, page: 1 }), replace),
      [update],
    ),
    clearFilters: useCallback(() => update((current) => ({ ...current, ...NO_FILTERS, page: 1 })), [update]),
    setPage: useCallback((page: number) => update((current) => ({ ...current, page })), [update]),
    setPerPage: useCallback((perPage: number) => update((current) => ({ ...current, perPage, page: 1 })), [update]),
    setSort: useCallback(
      (sort: string, order: 'ASC' | 'DESC') => update((current) => ({ ...current, sort, order, page: 1 })),
      [update],
    ),
  };
}
export type ListQueryControls = ReturnType<typeof useListQuery>;
