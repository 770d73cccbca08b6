import { dashboardMetricsQuerySchema, firstIssueMessage } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { dashboardMetrics } from '../../../domain/dashboard/metrics';
import { sendError } from '../../../http/errors';
import { currentDate } from '../../../platform/clock';

/** The dashboard: every figure in one answer, computed by the database. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async metrics(ctx: Context) {
    const input = dashboardMetricsQuerySchema.safeParse({ ...ctx.query });
    if (!input.success) return sendError(ctx, 400, 'ValidationError', firstIssueMessage(input.error));
    ctx.set('Cache-Control', 'no-store');
    // An unknown posting is Strapi's NotFoundError, answered as a 404 by Strapi's error middleware.
    ctx.body = await dashboardMetrics(strapi, { jobPostingId: input.data.job_posting_id, now: currentDate() });
  },
});
