import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { applicationFacets } from '../../../domain/applications/list/facets';
import { applicationsListWhere } from '../../../domain/applications/list/filters';
import { applicationNeighbours } from '../../../domain/applications/list/neighbours';
import { previousApplications } from '../../../domain/applications/list/previous-applications';
import { applicationTimeline } from '../../../domain/applications/list/timeline';
import { whitelisted } from '../../../domain/backoffice/resource';
import { applicationsResource } from '../../../domain/backoffice/resources/applications';
import { parseListQuery } from '../../../domain/backoffice/simple-rest';
import { sendError, sendNotFound } from '../../../http/errors';

/** The Applications tab's read-only helpers: filter choices, j/k neighbours, duplicates, history. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async facets(ctx: Context) {
    ctx.body = await applicationFacets(strapi);
  },

  async neighbours(ctx: Context) {
    const query = parseListQuery(ctx.query as Record<string, unknown>);
    if (!query.ok) return sendError(ctx, 400, 'ValidationError', query.message);
    const where = await applicationsListWhere(strapi, query.value.filter);
    if (typeof where === 'string') return sendError(ctx, 400, 'ValidationError', where);
    // The list's own sort: the same whitelist and default as GET /applications.
    const { defaultSort, sortable } = applicationsResource;
    const field = query.value.sort?.field ?? defaultSort.field;
    const column = field === 'id' ? 'id' : whitelisted(sortable, field);
    if (column === undefined) return sendError(ctx, 400, 'ValidationError', `Unknown sort field: ${field}`);
    const order = query.value.sort?.order ?? defaultSort.order;
    const neighbours = await applicationNeighbours(strapi, String(ctx.params.id), where, { column, order });
    if (!neighbours) return sendNotFound(ctx);
    ctx.body = neighbours;
  },

  async previousApplications(ctx: Context) {
    const rows = await previousApplications(strapi, String(ctx.params.id));
    if (!rows) return sendNotFound(ctx);
    ctx.body = { data: rows };
  },

  async timeline(ctx: Context) {
    const entries = await applicationTimeline(strapi, String(ctx.params.id));
    if (!entries) return sendNotFound(ctx);
    ctx.body = { data: entries };
  },
});
