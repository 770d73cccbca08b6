// Where the dialog is: its tab in the path, and the list it was opened from in the query (the list's
// own filter, sort and page, kept as they are so Close returns to the same view).
import { readListQuery, serverFilter, writeListQuery } from '../list-query';
import type { ListPlace } from './applicationCalls';

export const DETAIL_TABS = [
  'overview',
  'cv-details',
  'screening',
  'ai-analysis',
  'scorecards',
  'timeline',
  'cv',
] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

export const tabOf = (value: string | undefined): DetailTab =>
  (DETAIL_TABS as readonly string[]).includes(value ?? '') ? (value as DetailTab) : 'overview';

/** The list's filter and sort, from its URL query, as the list itself sends them. */
export function listPlaceOf(search: string): ListPlace {
  const query = readListQuery(new URLSearchParams(search));
  return { filter: JSON.stringify(serverFilter(query)), sort: JSON.stringify([query.sort, query.order]) };
}

/** The list's query with the page that holds `position` (1-based), so Close lands where `j` went. */
export function searchAtPosition(search: string, position: number): string {
  const query = readListQuery(new URLSearchParams(search));
  const text = writeListQuery({ ...query, page: Math.max(1, Math.ceil(position / query.perPage)) }).toString();
  return text ? `?${text}` : '';
}

/** Came from the dashboard's View Details: Close goes back there. */
export interface DetailState {
  from?: string;
}
