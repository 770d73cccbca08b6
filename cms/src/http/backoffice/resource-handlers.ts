import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { ResourceConfig, StoredDocument, Where, WriteContext } from '../../domain/backoffice';
import { Refusal } from '../../platform/refusal';
import { whitelisted } from '../../platform/whitelist';
import { writeContextOf } from '../recruiter-session';
import { contentRange, parseListQuery } from './simple-rest';

type Sort = { field: string; order: 'asc' | 'desc' };

/** Any resource's config, as far as the adapter reads it without its row type. */
type Listing = Pick<
  ResourceConfig<unknown, unknown, StoredDocument>,
  'sortable' | 'defaultSort' | 'filters' | 'search' | 'searchIn'
>;

/** The orderBy of a sort the client may ask for, or a refusal naming the field. */
function orderBy(config: Listing, sort: Sort | null): unknown[] | string {
  // `id` is every record's own order (react-admin's default sort); anything else must be whitelisted.
  if (sort?.field === 'id') return [{ id: sort.order }];
  const field = sort?.field ?? config.defaultSort.field;
  const path = whitelisted(config.sortable, field);
  if (path === undefined) return `Unknown sort field: ${field}`;
  const order = sort?.order ?? config.defaultSort.order;
  // 'role.name' → { role: { name: 'asc' } }
  const nested = path.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), order);
  return [nested, { id: order }];
}

function whereOf(config: Listing, filter: Record<string, unknown>): Where | string {
  const conditions: Where[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '' || value === null) continue;
    if (key === 'id') {
      const ids = (Array.isArray(value) ? value : [value]).map(String);
      conditions.push({ documentId: { $in: ids } });
    } else if (key === 'q') {
      const text = String(value).trim().slice(0, 200);
      const fields = config.searchIn?.(text) ?? config.search;
      if (text) conditions.push({ $or: fields.map((field) => ({ [field]: { $containsi: text } })) });
    } else {
      const toWhere = whitelisted(config.filters, key);
      const condition = toWhere?.(value);
      if (!toWhere || !condition) return `Unknown or invalid filter: ${key}`;
      conditions.push(condition);
    }
  }
  return conditions.length > 0 ? { $and: conditions } : {};
}

/** One record by its document id, populated and decorated as its resource's rows are; null when none. */
async function findRow<Item, One, Stored extends StoredDocument>(
  strapi: Core.Strapi,
  config: ResourceConfig<Item, One, Stored>,
  documentId: string,
): Promise<Stored | null> {
  // The query engine answers `any`: the row takes its resource's type here, where it is read.
  const row: Stored | null = await strapi.db
    .query(config.uid)
    .findOne({ where: { documentId }, populate: config.populate });
  if (!row) return null;
  return config.decorate ? ((await config.decorate(strapi, [row]))[0] ?? row) : row;
}

interface PageQuery {
  where: Where;
  orderBy: unknown;
  offset: number;
  limit: number;
}

/**
 * One page of rows. With `pageByIds` the page's ids come first, then those rows: SQLite otherwise
 * sorts every matching row whole (a common surname's 6,720 rows with their JSON columns) to keep 20.
 */
async function pageRows<Item, One, Stored extends StoredDocument>(
  strapi: Core.Strapi,
  config: ResourceConfig<Item, One, Stored>,
  page: PageQuery,
): Promise<Stored[]> {
  const query = strapi.db.query(config.uid);
  if (!config.pageByIds) {
    const rows: Stored[] = await query.findMany({ ...page, populate: config.populate });
    return rows;
  }
  const keys: Pick<StoredDocument, 'id'>[] = await query.findMany({ ...page, select: ['id'] });
  const ids = keys.map((row) => row.id);
  if (ids.length === 0) return [];
  const rows: Stored[] = await query.findMany({ where: { id: { $in: ids } }, populate: config.populate });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The record the path names, or a 404. */
async function namedRow<Item, One, Stored extends StoredDocument>(
  strapi: Core.Strapi,
  config: ResourceConfig<Item, One, Stored>,
  ctx: Context,
): Promise<Stored> {
  const row = await findRow(strapi, config, String(ctx.params.id));
  if (!row) throw new Refusal(404, 'Not Found');
  return row;
}

/** The ra-data-simple-rest endpoints of one resource, answered from one database query each. */
export function resourceHandlers<Item, One, Stored extends StoredDocument>(
  strapi: Core.Strapi,
  config: ResourceConfig<Item, One, Stored>,
) {
  /** A record as it is now (after a write), in the list's shape. */
  const answered = async (documentId: string) => {
    const row = await findRow(strapi, config, documentId);
    if (!row) throw new Refusal(404, 'Not Found');
    return config.serialize(row);
  };
  return {
    async list(ctx: Context) {
      const query = parseListQuery(ctx.query as Record<string, unknown>);
      const where = config.listWhere ? await config.listWhere(strapi, query.filter) : whereOf(config, query.filter);
      if (typeof where === 'string') throw new Refusal(400, where);
      const order = orderBy(config, query.sort);
      if (typeof order === 'string') throw new Refusal(400, order);
      const [rows, total] = await Promise.all([
        pageRows(strapi, config, { where, orderBy: order, offset: query.offset, limit: query.limit }),
        strapi.db.query(config.uid).count({ where }),
      ]);
      const page = config.decorate ? await config.decorate(strapi, rows) : rows;
      ctx.set('Content-Range', contentRange(config.name, query.offset, page.length, total));
      ctx.body = page.map((row) => config.serialize(row));
    },
    async one(ctx: Context) {
      const row = await namedRow(strapi, config, ctx);
      ctx.body = (config.serializeOne ?? config.serialize)(row);
    },
    async create(ctx: Context) {
      const context = writeContextOf(strapi, ctx);
      if (!config.create) throw new Refusal(405, 'Not allowed');
      const created = await config.create(context, ctx.request.body);
      ctx.body = await answered(created.documentId);
      ctx.status = 201;
    },
    async update(ctx: Context) {
      const context = writeContextOf(strapi, ctx);
      if (!config.update) throw new Refusal(405, 'Not allowed');
      const row = await namedRow(strapi, config, ctx);
      await config.update(context, row, ctx.request.body);
      ctx.body = await answered(row.documentId);
    },
    async remove(ctx: Context) {
      const context = writeContextOf(strapi, ctx);
      if (!config.remove) throw new Refusal(405, 'Not allowed');
      const row = await namedRow(strapi, config, ctx);
      await config.remove(context, row);
      // ra-data-simple-rest answers a delete with the record as it was.
      ctx.body = config.serialize(row);
    },
  };
}

export { findRow };

export type RowAction<Stored extends StoredDocument> = (
  context: WriteContext,
  row: Stored,
  input: unknown,
) => Promise<void>;

/** A domain action on one record (POST /{resource}/{id}/...), answered with the record as it is after. */
export function rowActionHandler<Item, One, Stored extends StoredDocument>(
  strapi: Core.Strapi,
  config: ResourceConfig<Item, One, Stored>,
  action: RowAction<Stored>,
) {
  return async (ctx: Context) => {
    const context = writeContextOf(strapi, ctx);
    const row = await namedRow(strapi, config, ctx);
    await action(context, row, ctx.request.body);
    ctx.body = config.serialize((await findRow(strapi, config, row.documentId)) ?? row);
  };
}
