import { useCallback, useMemo, useRef } from 'react';
import { type Identifier, useListContext } from 'react-admin';

/**
 * react-admin's selection (ids, kept across pages) with the chosen rows themselves: bulk actions need
 * fields of rows chosen on other pages (`has_cv`), so every row the list has shown is remembered.
 */
export function useChosenRows<Row extends { id: string }>() {
  const { data, selectedIds, onSelect, onUnselectItems } = useListContext<Row>();
  const seen = useRef(new Map<Identifier, Row>());
  const rows = useMemo(() => {
    for (const row of data ?? []) seen.current.set(row.id, row);
    return selectedIds.flatMap((id) => seen.current.get(id) ?? []);
  }, [data, selectedIds]);
  const ids = useMemo(() => new Set(selectedIds.map(String)), [selectedIds]);
  const select = useCallback(
    (changed: Row[], chosen: boolean) => {
      const touched = new Set(changed.map((row) => row.id));
      const others = selectedIds.filter((id) => !touched.has(String(id)));
      onSelect(chosen ? [...others, ...touched] : others);
    },
    [selectedIds, onSelect],
  );
  /** Only `kept` stay chosen (those a bulk action could not do, to try again); none clears. */
  const keepOnly = useCallback(
    (kept: readonly string[]) => onSelect(selectedIds.filter((id) => kept.includes(String(id)))),
    [selectedIds, onSelect],
  );
  return { ids, rows, select, keepOnly, clear: useCallback(() => onUnselectItems(), [onUnselectItems]) };
}
