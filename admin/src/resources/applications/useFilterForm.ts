import { useCallback, useMemo } from 'react';
import { useListContext } from 'react-admin';
import { type ApplicationListFilters, NO_FILTERS, type ServerFilterOf } from './list-query';

/**
 * The filter form of a list under UrlListStore: its values, and changes that go back to page 1 (a new
 * page size does too, in react-admin's reducer). The form is the list's `displayedFilters`; see listFormat.
 */
export function useFilterForm(toServer: ServerFilterOf) {
  const { displayedFilters, setFilters: setListFilters } = useListContext();
  const query = useMemo<ApplicationListFilters>(() => ({ ...NO_FILTERS, ...displayedFilters }), [displayedFilters]);
  const setForm = useCallback(
    (form: ApplicationListFilters) => setListFilters(toServer(form), form),
    [setListFilters, toServer],
  );
  return {
    query,
    setFilters: useCallback(
      (changes: Partial<ApplicationListFilters>) => setForm({ ...query, ...changes }),
      [setForm, query],
    ),
    clearFilters: useCallback(() => setForm(NO_FILTERS), [setForm]),
  };
}
export type FilterFormControls = ReturnType<typeof useFilterForm>;
