import rss from '@astrojs/rss';
import { JOB_TYPE_LABELS } from '@careers/shared';
import { jobPagePath, PUBLIC_PAGE_PATHS } from '@careers/shared/client';
import type { APIRoute } from 'astro';
import { getActiveJobs, getSettings } from '../lib/cms';

/** Open positions as an RSS 2.0 feed, newest first; @astrojs/rss writes and escapes the XML. */
export const GET: APIRoute = async ({ site }) => {
  const [settings, jobs] = await Promise.all([getSettings(), getActiveJobs()]);
  return rss({
    title: `${settings.company_name}: open positions`,
    description: `Jobs at ${settings.company_name} in Bahrain`,
    // The channel links the jobs list; items' links and guids are the job pages' canonical addresses.
    site: new URL(PUBLIC_PAGE_PATHS.jobs, site),
    customData: '<language>en</language>',
    items: jobs.map((job) => ({
      title: job.title,
      link: new URL(jobPagePath(job.id), site).toString(),
      pubDate: new Date(job.posted_date),
      categories: [job.department],
      description: `${job.department} · ${job.location} · ${JOB_TYPE_LABELS[job.type]}. ${job.description}`,
    })),
  });
};
