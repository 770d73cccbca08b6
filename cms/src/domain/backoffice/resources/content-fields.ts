import type { StoredRow } from '../../../platform/database/rows';

// What benefits and page sections share in the back office's lists.

/** Filters on the active switch: true or false, anything else refused. */
export const activeFilter = (value: unknown) => (typeof value === 'boolean' ? { is_active: value } : null);

/** A benefit's or a page section's row, as the back office lists them. */
export type ContentRow = StoredRow<'api::benefit.benefit'> | StoredRow<'api::page-section.page-section'>;

/** The row's own fields every admin shape of public content ends with. */
export const contentStatus = (row: ContentRow) => ({
  display_order: Number(row.display_order ?? 0),
  is_active: row.is_active === true,
  created_at: new Date(String(row.createdAt)).toISOString(),
  updated_at: new Date(String(row.updatedAt)).toISOString(),
});
