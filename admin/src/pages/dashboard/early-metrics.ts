// The dashboard's figures asked for while the back office's code still loads (start-early.ts): on a
// cold start at the dashboard the answer is there by the time the page first renders.
import type { DashboardMetrics } from '@careers/shared/client';
import { dataProvider } from '../../providers/data-provider';

/** The URL query key of the chosen job, so a reload or a link keeps it. */
export const JOB_PARAM = 'job';

interface EarlyAnswer {
  jobPostingId: string;
  answer: Promise<DashboardMetrics>;
  /** The figures, once they came. */
  figures?: DashboardMetrics;
}

let early: EarlyAnswer | null = null;

/** Asks for the figures the dashboard at `search` shows first. */
export function askMetricsEarly(search: string): void {
  const jobPostingId = new URLSearchParams(search).get(JOB_PARAM) ?? '';
  const asked: EarlyAnswer = { jobPostingId, answer: dataProvider.dashboardMetrics(jobPostingId || undefined) };
  // Signed out, the answer is a refusal: nobody waits for it, and the page will ask again.
  asked.answer.then((figures) => Object.assign(asked, { figures })).catch(() => undefined);
  early = asked;
}

/** The early figures for `jobPostingId` if they came already. */
export const earlyFiguresFor = (jobPostingId: string): DashboardMetrics | null =>
  (early?.jobPostingId === jobPostingId && early.figures) || null;

/**
 * The early figures, once, if they came already for `jobPostingId`: the page's first frame shows them
 * and does not ask again (a second load always asks the server).
 */
export function takeEarlyFigures(jobPostingId: string): DashboardMetrics | null {
  const figures = earlyFiguresFor(jobPostingId);
  if (figures) early = null;
  return figures;
}

/**
 * The early answer, once, if it was asked for `jobPostingId`; a second load (Refresh, coming back)
 * always asks the server again.
 */
export function takeEarlyMetrics(jobPostingId: string): Promise<DashboardMetrics> | undefined {
  const kept = early;
  early = null;
  return kept?.jobPostingId === jobPostingId ? kept.answer : undefined;
}
