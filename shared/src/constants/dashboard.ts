import type { ApplicationStatus } from './applications';

/** The hiring funnel, in order: an application counts at a stage once it reached it or any later one. */
export const FUNNEL_STAGES = ['applied', 'reviewed', 'shortlisted', 'interviewed', 'hired'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** The statuses whose time an application spends in them is measured (until its next status). */
export const TIME_IN_STAGE_STATUSES = [
  'new',
  'reviewed',
  'shortlisted',
  'interviewed',
] as const satisfies readonly ApplicationStatus[];
export type TimedStatus = (typeof TIME_IN_STAGE_STATUSES)[number];

/** What GET /api/backoffice/dashboard/metrics answers (docs/requirements.md#dashboard-view_analytics). */
export interface DashboardMetrics {
  /** When the figures were computed (ISO), for the page's last-updated time. */
  generated_at: string;
  /** The job the application figures are limited to, or null for all jobs. */
  job_posting_id: string | null;
  recruitment: {
    /** Mean whole days from an application's creation to its hire's hired date; null without hires. */
    avg_time_to_hire_days: number | null;
    /** Applications with an interview scheduled. */
    interviewed_candidates: number;
    /** Rounded mean recruitment cost of hires (BHD); a hire without one counts at the cost_per_hire setting. */
    avg_cost_per_hire: number;
    /** Closed postings. */
    positions_filled: number;
    /** Active postings. */
    positions_open: number;
  };
  tiles: {
    total_jobs: number;
    active_jobs: number;
    total_applications: number;
    new_to_review: number;
    total_hires: number;
    /** interviewed / total hires × 100, rounded (the product's fixed formula); 0 without hires. */
    interview_rate: number;
  };
  statuses: {
    new: number;
    reviewed: number;
    shortlisted: number;
    interviewed: number;
    rejected: number;
    withdrawn: number;
  };
  /** The last 7 calendar days in Bahrain, oldest first. */
  trends: { date: string; count: number }[];
  top_jobs: { id: string; title: string; applications: number; avg_ai_score: number | null }[];
  top_applicants: {
    id: string;
    full_name: string;
    job_title: string | null;
    ai_score: number;
    created_at: string;
  }[];
  funnel: { stage: FunnelStage; count: number }[];
  /** Every posting (by title), for choosing the job the figures are limited to. */
  job_options: { id: string; title: string }[];
  /** Median days spent in each status before the next one (finished stays only). */
  time_in_stage: { status: TimedStatus; median_days: number | null; samples: number }[];
}
