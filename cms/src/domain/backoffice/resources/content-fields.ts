import type { Row } from '../resource';

// What benefits and page sections share in the back office's lists.

/** Filters on the active switch: true or false, anything else refused. */
export const activeFilter = (value: unknown) => (typeof value === 'boolean' ? { is_active: value } : null);

/** The row's own fields every admin shape of public content ends with. */
export const contentStatus = (row: Row) => ({
  display_order: Number(row.display_order ?? 0),
  is_active: row.is_active === true,
  created_at: new Date(String(row.createdAt)).toISOString(),
  updated_at: new Date(String(row.updatedAt)).toISOString(),
});
