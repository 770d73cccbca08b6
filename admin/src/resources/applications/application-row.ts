import type { ApplicationListItem } from '@careers/shared';

/** An application as the list answers it: the shared contract's list item. */
export type ApplicationRow = ApplicationListItem;

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The Applied column: date and time, in the browser's zone. */
export function appliedAt(row: Pick<ApplicationRow, 'created_at'>): string {
  return dateTime.format(new Date(row.created_at));
}
