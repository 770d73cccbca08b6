export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type BackgroundJobStatus = (typeof JOB_STATUSES)[number];
export const MAX_JOB_ATTEMPTS = 5;

export const SITE_BUILD_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type SiteBuildStatus = (typeof SITE_BUILD_STATUSES)[number];
