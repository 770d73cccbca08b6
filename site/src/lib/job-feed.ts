import rss from '@astrojs/rss';
import {
  type CandidateLocale,
  jobInLocale,
  jobPagePath,
  PUBLIC_PAGE_PATHS,
  pathInLocale,
  siteTextsIn,
} from '@careers/shared';
import { getActiveJobs, getSettings } from './cms';

/**
 * Open positions as an RSS 2.0 feed in one language (/rss.xml and /ar/rss.xml), newest
 * first; @astrojs/rss writes and escapes the XML. The channel links that language's jobs list, and
 * each item its job page there, with its title and description in that language where written.
 */
export async function jobFeed(locale: CandidateLocale, site: URL | undefined): Promise<Response> {
  const [settings, jobs] = await Promise.all([getSettings(), getActiveJobs()]);
  const t = siteTextsIn(locale);
  return rss({
    title: t.layout.feedTitle(settings.company_name),
    description: t.descriptions.home(settings.company_name),
    site: new URL(pathInLocale(locale, PUBLIC_PAGE_PATHS.jobs), site),
    customData: `<language>${locale}</language>`,
    items: jobs
      .map((posting) => jobInLocale(posting, locale))
      .map((job) => ({
        title: job.title,
        link: new URL(pathInLocale(locale, jobPagePath(job.id)), site).toString(),
        pubDate: new Date(job.posted_date),
        categories: [job.department],
        description: `${job.department} · ${job.location} · ${t.jobTypes[job.type]}. ${job.description}`,
      })),
  });
}
