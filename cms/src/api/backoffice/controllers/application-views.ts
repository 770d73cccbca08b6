import type { ApplicationFacets, ApplicationTimelineEntry, Neighbours, PreviousApplication } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { applicationFacets } from '../../../domain/applications/list/facets';
import { applicationsListWhere } from '../../../domain/applications/list/filters';
import { applicationNeighbours } from '../../../domain/applications/list/neighbours';
import { previousApplications } from '../../../domain/applications/list/previous-applications';
import { applicationTimeline } from '../../../domain/applications/list/timeline';
import { applicationsResource } from '../../../domain/backoffice/resources/applications';
import { parseListQuery } from '../../../http/backoffice/simple-rest';
import { Refusal } from '../../../platform/refusal';
import { whitelisted } from '../../../platform/whitelist';

/** The Applications tab's read-only helpers: filter choices, j/k neighbours, duplicates, history. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async facets(ctx: Context) {
    ctx.body = (await applicationFacets(strapi)) satisfies ApplicationFacets;
  },

  async neighbours(ctx: Context) {
    const query = parseListQuery(ctx.query as Record<string, unknown>);
    const where = await applicationsListWhere(strapi, query.filter);
    // The list's own sort: the same whitelist and default as GET /applications.
    const { defaultSort, sortable } = applicationsResource;
    const field = query.sort?.field ?? defaultSort.field;
    const column = field === 'id' ? 'id' : whitelisted(sortable, field);
    if (column === undefined) throw new Refusal(400, `Unknown sort field: ${field}`);
    const order = query.sort?.order ?? defaultSort.order;
    const neighbours = await applicationNeighbours(strapi, String(ctx.params.id), where, { column, order });
    if (!neighbours) throw new Refusal(404, 'Not Found');
    ctx.body = neighbours satisfies Neighbours;
  },

  async previousApplications(ctx: Context) {
    const rows = await previousApplications(strapi, String(ctx.params.id));
    if (!rows) throw new Refusal(404, 'Not Found');
    ctx.body = { data: rows } satisfies { data: PreviousApplication[] };
  },

  async timeline(ctx: Context) {
    const entries = await applicationTimeline(strapi, String(ctx.params.id));
    if (!entries) throw new Refusal(404, 'Not Found');
    ctx.body = { data: entries } satisfies { data: ApplicationTimelineEntry[] };
  },
});
