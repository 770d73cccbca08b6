import type { Core } from '@strapi/strapi';
import { dialectOf } from '../../../platform/database/db-values';
import { APPLICATION } from './filters';
import type { Where } from './where';

export interface ListOrder {
  /** The column the list is sorted by (already whitelisted), then id in the same direction. */
  column: string;
  order: 'asc' | 'desc';
}

export interface Neighbours {
  previous: string | null;
  next: string | null;
  /** 1-based place of the application in the list, or null when the filter no longer shows it. */
  position: number | null;
  total: number;
}

type Key = { id: number; value: unknown };

/**
 * The rows after `key` in ascending (column, id) order. SQLite sorts NULL first in ascending order,
 * PostgreSQL last; the conditions follow the database's own order so they match the list's ORDER BY.
 */
function afterAscending(column: string, key: Key, nullsFirst: boolean): Where {
  const tie = { [column]: key.value, id: { $gt: key.id } };
  if (key.value === null || key.value === undefined) {
    const nullTie = { [column]: { $null: true }, id: { $gt: key.id } };
    return nullsFirst ? { $or: [nullTie, { [column]: { $notNull: true } }] } : nullTie;
  }
  const larger = [{ [column]: { $gt: key.value } }, tie];
  return { $or: nullsFirst ? larger : [...larger, { [column]: { $null: true } }] };
}

function beforeAscending(column: string, key: Key, nullsFirst: boolean): Where {
  if (key.value === null || key.value === undefined) {
    const nullTie = { [column]: { $null: true }, id: { $lt: key.id } };
    return nullsFirst ? nullTie : { $or: [nullTie, { [column]: { $notNull: true } }] };
  }
  const smaller = [{ [column]: { $lt: key.value } }, { [column]: key.value, id: { $lt: key.id } }];
  return { $or: nullsFirst ? [...smaller, { [column]: { $null: true } }] : smaller };
}

const flip = (order: 'asc' | 'desc') => (order === 'asc' ? 'desc' : 'asc');

/**
 * The applications before and after one in the filtered, sorted list, found with keyset conditions
 * on (sort column, id) — a few indexed queries, whatever page the application is on.
 */
export async function applicationNeighbours(
  strapi: Core.Strapi,
  documentId: string,
  where: Where,
  sort: ListOrder,
): Promise<Neighbours | null> {
  const query = strapi.db.query(APPLICATION);
  const row = (await query.findOne({ where: { documentId }, select: ['id', sort.column] })) as Record<
    string,
    unknown
  > | null;
  if (!row) return null;
  const key: Key = { id: Number(row.id), value: sort.column === 'id' ? row.id : row[sort.column] };
  const nullsFirst = dialectOf(strapi) === 'sqlite';
  const after = afterAscending(sort.column, key, nullsFirst);
  const before = beforeAscending(sort.column, key, nullsFirst);
  // Descending is the exact reverse of ascending on both databases (NULL placement included).
  const [earlier, later] = sort.order === 'asc' ? [before, after] : [after, before];
  const orderBy = (order: 'asc' | 'desc') =>
    sort.column === 'id' ? [{ id: order }] : [{ [sort.column]: order }, { id: order }];
  const [previous, next, ahead, total, shown] = await Promise.all([
    query.findOne({ where: { $and: [where, earlier] }, orderBy: orderBy(flip(sort.order)), select: ['documentId'] }),
    query.findOne({ where: { $and: [where, later] }, orderBy: orderBy(sort.order), select: ['documentId'] }),
    query.count({ where: { $and: [where, earlier] } }),
    query.count({ where }),
    query.count({ where: { $and: [where, { id: key.id }] } }),
  ]);
  return {
    previous: (previous?.documentId as string | undefined) ?? null,
    next: (next?.documentId as string | undefined) ?? null,
    position: shown > 0 ? ahead + 1 : null,
    total,
  };
}
