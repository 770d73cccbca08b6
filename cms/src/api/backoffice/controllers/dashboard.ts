import { dashboardMetricsQuerySchema } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { dashboardMetrics } from '../../../domain/dashboard/metrics';
import { currentDate } from '../../../platform/clock';
import { parse } from '../../../platform/refusal';

/** The dashboard: every figure in one answer, computed by the database. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async metrics(ctx: Context) {
    const query = parse(dashboardMetricsQuerySchema, { ...ctx.query });
    ctx.set('Cache-Control', 'no-store');
    // An unknown posting is refused with a 404 by the dashboard itself.
    ctx.body = await dashboardMetrics(strapi, { jobPostingId: query.job_posting_id, now: currentDate() });
  },
});
