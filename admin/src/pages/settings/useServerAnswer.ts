import { useCallback, useEffect, useState } from 'react';

/**
 * What a read of the server answered (null until it has), and a way to ask again after an action.
 * A failed read leaves the card empty and is logged, as the spec's other reads (section 8).
 */
export function useServerAnswer<T>(read: () => Promise<T>): [T | null, () => Promise<void>] {
  const [answer, setAnswer] = useState<T | null>(null);
  const load = useCallback(
    () =>
      read()
        .then(setAnswer)
        .catch((error: unknown) => console.error(error)),
    [read],
  );
  useEffect(() => {
    void load();
  }, [load]);
  return [answer, load];
}
