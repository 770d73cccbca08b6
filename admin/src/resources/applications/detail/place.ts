// Where the dialog is: its tab in the path, and the list it was opened from in the query (the list's
// own filter, sort and page, kept as they are so Close returns to the same view).
import { DEFAULT_APPLICATIONS_PAGE_SIZE } from '@careers/shared/client';
import type { ListPlace } from './applicationCalls';

export const DETAIL_TABS = ['overview', 'cv-details', 'screening', 'ai-analysis', 'timeline', 'cv'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

export const tabOf = (value: string | undefined): DetailTab =>
  (DETAIL_TABS as readonly string[]).includes(value ?? '') ? (value as DetailTab) : 'overview';

/** The list's filter and sort from its URL query (react-admin's filter / sort / order parameters). */
export function listPlaceOf(search: string): ListPlace {
  const query = new URLSearchParams(search);
  const field = query.get('sort') ?? 'created_at';
  const order = query.get('order') === 'ASC' ? 'ASC' : 'DESC';
  return { filter: query.get('filter') ?? '{}', sort: JSON.stringify([field, order]) };
}

/** The list's query with the page that holds `position` (1-based), so Close lands where `j` went. */
export function searchAtPosition(search: string, position: number): string {
  const query = new URLSearchParams(search);
  const perPage = Number(query.get('perPage')) || DEFAULT_APPLICATIONS_PAGE_SIZE;
  const page = Math.max(1, Math.ceil(position / perPage));
  if (query.has('page') || page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Came from the dashboard's View Details: Close goes back there. */
export interface DetailState {
  from?: string;
}
