import { JOB_TYPE_LABELS } from '@careers/shared';
import { escapeMarkup as escapeXml, jobPagePath, PUBLIC_PAGE_PATHS } from '@careers/shared/client';
import type { APIRoute } from 'astro';
import { getActiveJobs, getSettings } from '../lib/cms';

/** Open positions as an RSS 2.0 feed, newest first. */
export const GET: APIRoute = async ({ site }) => {
  const [settings, jobs] = await Promise.all([getSettings(), getActiveJobs()]);
  const items = jobs
    .map((job) => {
      const link = escapeXml(new URL(jobPagePath(job.id), site).toString());
      const summary = `${job.department} · ${job.location} · ${JOB_TYPE_LABELS[job.type]}. ${job.description}`;
      return `    <item>
      <title>${escapeXml(job.title)}</title>
      <link>${link}</link>
      <guid isPermaLink="true">${link}</guid>
      <pubDate>${new Date(job.posted_date).toUTCString()}</pubDate>
      <category>${escapeXml(job.department)}</category>
      <description>${escapeXml(summary)}</description>
    </item>`;
    })
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${escapeXml(`${settings.company_name}: open positions`)}</title>
    <link>${escapeXml(new URL(PUBLIC_PAGE_PATHS.jobs, site).toString())}</link>
    <description>${escapeXml(`Jobs at ${settings.company_name} in Bahrain`)}</description>
    <language>en</language>
${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
};
