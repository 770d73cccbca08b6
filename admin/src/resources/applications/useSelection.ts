import { useCallback, useMemo, useState } from 'react';
import type { ApplicationRow } from './application-row';

/** Chosen rows, kept across pages; a new filter view starts with none (`scope` changes). */
export function useSelection<Row extends Pick<ApplicationRow, 'id'>>(scope: string) {
  const [state, setState] = useState<{ scope: string; rows: Map<string, Row> }>({ scope, rows: new Map() });
  const rows = state.scope === scope ? state.rows : new Map<string, Row>();
  const select = useCallback(
    (changed: Row[], chosen: boolean) =>
      setState((current) => {
        const next = new Map(current.scope === scope ? current.rows : []);
        for (const row of changed) {
          if (chosen) next.set(row.id, row);
          else next.delete(row.id);
        }
        return { scope, rows: next };
      }),
    [scope],
  );
  const clear = useCallback(() => setState({ scope, rows: new Map() }), [scope]);
  /** Only `kept` stay chosen (those a bulk action could not do, to try again); none clears. */
  const keepOnly = useCallback(
    (kept: readonly string[]) =>
      setState((current) => {
        const before = current.scope === scope ? current.rows : new Map<string, Row>();
        return { scope, rows: new Map([...before].filter(([id]) => kept.includes(id))) };
      }),
    [scope],
  );
  const ids = useMemo(() => new Set(rows.keys()), [rows]);
  return { ids, rows: useMemo(() => [...rows.values()], [rows]), select, clear, keepOnly };
}
