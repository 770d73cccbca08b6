import type { Neighbours } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { dialectOf } from '../../../platform/database/db-values';
import { APPLICATION } from './filters';
import type { Where } from './where';

export interface ListOrder {
  /** The column the list is sorted by (already whitelisted), then id in the same direction. */
  column: string;
  order: 'asc' | 'desc';
}

type Key = { id: number; value: unknown };

// Each side of the key is a list of disjoint conditions, nearest rows first. A non-null key's side is
// a range the (sort column, id) index can start from: `column >= v AND (column > v OR id > key id)`
// (an OR with the NULL rows in the same condition made the databases walk the whole index instead).

/**
 * The rows after `key` in ascending (column, id) order. SQLite sorts NULL first in ascending order,
 * PostgreSQL last; the conditions follow the database's own order so they match the list's ORDER BY.
 */
function afterAscending(column: string, key: Key, nullsFirst: boolean): Where[] {
  const nullTie = { [column]: { $null: true }, id: { $gt: key.id } };
  if (key.value === null || key.value === undefined) {
    return nullsFirst ? [nullTie, { [column]: { $notNull: true } }] : [nullTie];
  }
  const larger = {
    $and: [{ [column]: { $gte: key.value } }, { $or: [{ [column]: { $gt: key.value } }, { id: { $gt: key.id } }] }],
  };
  return nullsFirst ? [larger] : [larger, { [column]: { $null: true } }];
}

/** The rows before `key` in ascending (column, id) order, nearest first. */
function beforeAscending(column: string, key: Key, nullsFirst: boolean): Where[] {
  const nullTie = { [column]: { $null: true }, id: { $lt: key.id } };
  if (key.value === null || key.value === undefined) {
    return nullsFirst ? [nullTie] : [nullTie, { [column]: { $notNull: true } }];
  }
  const smaller = {
    $and: [{ [column]: { $lte: key.value } }, { $or: [{ [column]: { $lt: key.value } }, { id: { $lt: key.id } }] }],
  };
  return nullsFirst ? [smaller, { [column]: { $null: true } }] : [smaller];
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
  /** The nearest row of one side: the first condition that has one, in the side's order. */
  const nearest = async (side: Where[], order: 'asc' | 'desc') => {
    for (const condition of side) {
      const row = await query.findOne({
        where: { $and: [where, condition] },
        orderBy: orderBy(order),
        select: ['documentId'],
      });
      if (row) return row;
    }
    return null;
  };
  const countOf = async (side: Where[]) => {
    const counts = await Promise.all(side.map((condition) => query.count({ where: { $and: [where, condition] } })));
    return counts.reduce((sum, count) => sum + count, 0);
  };
  const [previous, next, ahead, total, shown] = await Promise.all([
    nearest(earlier, flip(sort.order)),
    nearest(later, sort.order),
    countOf(earlier),
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
