/** A numbered button of the applications pagination, or a gap shown as an ellipsis. */
export type PageButton = number | 'gap';

/** With this many pages or fewer every page gets a button (docs/requirements.md#applications-list-manage_applications). */
export const ALL_PAGES_UP_TO = 7;
/** Pages shown either side of the current one when there are more. */
export const PAGE_WINDOW = 2;

/**
 * The numbered buttons for `current` of `pageCount` pages (both counted from 1): every number for
 * seven pages or fewer; otherwise the first, the last and two either side of the current page, with
 * a gap wherever numbers are skipped.
 */
export function pageButtons(current: number, pageCount: number): PageButton[] {
  if (pageCount <= 0) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), pageCount);
  if (pageCount <= ALL_PAGES_UP_TO) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const from = Math.max(2, page - PAGE_WINDOW);
  const to = Math.min(pageCount - 1, page + PAGE_WINDOW);
  const buttons: PageButton[] = [1];
  if (from > 2) buttons.push('gap');
  for (let number = from; number <= to; number += 1) buttons.push(number);
  if (to < pageCount - 1) buttons.push('gap');
  buttons.push(pageCount);
  return buttons;
}

/** How many pages `total` rows fill at `perPage` a page (at least one, so an empty list has page 1). */
export function pageCountOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
