import type { DashboardMetrics } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { Refusal } from '../../platform/refusal';
import { readSettings } from '../settings/read-settings';
import { applicationCounts, hireFigures, postingCounts } from './counts';
import { funnelReached, timeInStage } from './history';
import { metricsQuery } from './sql';
import { topApplicants, topJobs } from './top-lists';
import { applicationTrends } from './trends';

export interface MetricsRequest {
  /** The job posting (document id) the application figures are limited to. */
  jobPostingId?: string;
  now: Date;
}

async function postingIdOf(strapi: Core.Strapi, documentId: string): Promise<number> {
  const posting = await strapi.db
    .query('api::job-posting.job-posting')
    .findOne({ where: { documentId }, select: ['id'] });
  if (!posting) throw new Refusal(404, 'Not Found');
  return Number(posting.id);
}

/** The postings a recruiter may limit the figures to, by title. */
async function jobOptions(strapi: Core.Strapi) {
  const postings = await strapi.db
    .query('api::job-posting.job-posting')
    .findMany({ select: ['documentId', 'title'], orderBy: [{ title: 'asc' }, { id: 'asc' }] });
  return postings.map((posting: { documentId: string; title: string }) => ({
    id: posting.documentId,
    title: posting.title,
  }));
}

/**
 * Every figure of the dashboard (docs/requirements.md#dashboard-view_analytics), each computed by the database:
 * counts, sums, averages and ranked lists, never rows added up here. Posting figures are about all
 * postings; the others may be limited to one posting's applications.
 */
export async function dashboardMetrics(strapi: Core.Strapi, request: MetricsRequest): Promise<DashboardMetrics> {
  const postingId = request.jobPostingId ? await postingIdOf(strapi, request.jobPostingId) : null;
  const query = metricsQuery(strapi, postingId);
  const { cost_per_hire: costPerHire } = await readSettings(strapi, ['cost_per_hire']);
  const [postings, applications, hires, trends, jobs, applicants, reached, stays, options] = await Promise.all([
    postingCounts(query),
    applicationCounts(query),
    hireFigures(query, costPerHire.value),
    applicationTrends(query, request.now),
    topJobs(query),
    topApplicants(query),
    funnelReached(query),
    timeInStage(query),
    jobOptions(strapi),
  ]);
  const interviewed = applications.interviewScheduled;
  return {
    generated_at: request.now.toISOString(),
    job_posting_id: request.jobPostingId ?? null,
    recruitment: {
      avg_time_to_hire_days: hires.avgTimeToHireDays,
      interviewed_candidates: interviewed,
      avg_cost_per_hire: hires.avgCostPerHire,
      positions_filled: postings.closed,
      positions_open: postings.active,
    },
    tiles: {
      total_jobs: postings.total,
      active_jobs: postings.active,
      total_applications: applications.total,
      new_to_review: applications.statuses.new,
      total_hires: hires.hires,
      // The product's fixed formula: interviewed candidates per hire, as a percentage.
      interview_rate: hires.hires > 0 ? Math.round((interviewed / hires.hires) * 100) : 0,
    },
    statuses: applications.statuses,
    trends,
    top_jobs: jobs,
    top_applicants: applicants,
    funnel: reached(applications.total),
    job_options: options,
    time_in_stage: stays,
  };
}
