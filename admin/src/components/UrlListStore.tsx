import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { type ListParams, memoryStore, type Store, StoreContextProvider } from 'react-admin';
import { type Location, type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';

/** How a list's params read from and write to the address's query. */
export interface UrlListFormat {
  read(search: URLSearchParams): ListParams;
  write(params: ListParams): URLSearchParams;
  /** A change that only retypes the search replaces the history entry instead of adding one. */
  replaces?(before: URLSearchParams, after: URLSearchParams): boolean;
}

interface Props {
  /** The `storeKey` the list's useListController is given: its params live under this key. */
  listKey: string;
  format: UrlListFormat;
  children: ReactNode;
}

interface Place {
  location: Location;
  navigate: NavigateFunction;
}

const filterOf = (params: ListParams) => JSON.stringify(params.filter);

/**
 * react-admin's list machinery with our readable address. `syncWithLocation` writes
 * `filter=<json>&page&perPage&sort&order`; our links are `?status=new,reviewed&page=2`. So the list runs
 * with `disableSyncWithLocation` and a `storeKey`, and this store answers that key from the address
 * and writes it back as a navigation: the address stays the one source, back and forward included.
 * Every other key (the selection) lives in memory for as long as the list shows, and a new filter
 * view starts with no selection.
 */
export default function UrlListStore({ listKey, format, children }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const place = useRef<Place>({ location, navigate });
  place.current = { location, navigate };
  const [{ store, followAddress }] = useState(() => urlStore(listKey, format, place));
  const lastFilter = useRef(filterOf(format.read(new URLSearchParams(location.search))));

  // Layout effect: subscribers hear of a new address before the browser paints the old list again.
  // The address is only read here, never rewritten: an odd one (?page=1) stays as it came.
  useLayoutEffect(() => {
    const params = followAddress(location.search);
    const filter = filterOf(params);
    if (filter !== lastFilter.current) {
      lastFilter.current = filter;
      store.setItem(`${listKey}.selectedIds`, []);
    }
  }, [store, followAddress, listKey, location.search]);

  return <StoreContextProvider value={store}>{children}</StoreContextProvider>;
}

function urlStore(listKey: string, format: UrlListFormat, place: { current: Place }) {
  const memory = memoryStore();
  const subscribers = new Map<string, Set<(value: unknown) => void>>();
  const publish = (key: string, value: unknown) => {
    for (const callback of subscribers.get(key) ?? []) callback(value);
  };
  const current = () => new URLSearchParams(place.current.location.search);
  /** Tells the list the params of the address `search` (after a navigation, Back or Forward). */
  const followAddress = (search: string): ListParams => {
    const params = format.read(new URLSearchParams(search));
    publish(listKey, params);
    return params;
  };
  const store: Store = {
    ...memory,
    setup: () => memory.setup(),
    teardown: () => memory.teardown(),
    getItem: <T,>(key: string, defaultValue?: T): T | undefined =>
      key === listKey ? (format.read(current()) as T) : memory.getItem(key, defaultValue),
    setItem: <T,>(key: string, value: T) => {
      if (key !== listKey) {
        memory.setItem(key, value);
        return;
      }
      const before = current();
      const after = format.write(value as ListParams);
      if (after.toString() !== before.toString()) {
        const search = after.toString();
        const { pathname } = place.current.location;
        place.current.navigate(
          { pathname, search: search ? `?${search}` : '' },
          { replace: format.replaces?.(before, after) ?? false },
        );
        return;
      }
      publish(key, format.read(after));
    },
    subscribe: (key: string, callback: (value: unknown) => void) => {
      if (key !== listKey) return memory.subscribe(key, callback);
      const set = subscribers.get(key) ?? new Set();
      set.add(callback);
      subscribers.set(key, set);
      return () => set.delete(callback);
    },
  };
  return { store, followAddress };
}
