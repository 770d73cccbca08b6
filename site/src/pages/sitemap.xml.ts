import { escapeMarkup as escapeXml, jobPagePath, PUBLIC_PAGE_PATHS } from '@careers/shared/client';
import type { APIRoute } from 'astro';
import { getActiveJobs } from '../lib/cms';

/** Every public page at its canonical address; job pages carry the posting's last change as lastmod. */
export const GET: APIRoute = async ({ site }) => {
  const jobs = await getActiveJobs();
  // With no open job there is no meaningful change date for the lists: no lastmod rather than 1970.
  const newest = jobs.reduce<string | undefined>(
    (latest, job) => (latest === undefined || job.updated_at > latest ? job.updated_at : latest),
    undefined,
  );
  const pages = [
    { path: PUBLIC_PAGE_PATHS.home, lastmod: newest },
    { path: PUBLIC_PAGE_PATHS.jobs, lastmod: newest },
    { path: PUBLIC_PAGE_PATHS.benefits },
    { path: PUBLIC_PAGE_PATHS.about },
    ...jobs.map((job) => ({ path: jobPagePath(job.id), lastmod: job.updated_at })),
  ];
  const urls = pages
    .map((page) => {
      const loc = escapeXml(new URL(page.path, site).toString());
      return `  <url><loc>${loc}</loc>${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ''}</url>`;
    })
    .join('\n');
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    {
      headers: { 'content-type': 'application/xml; charset=utf-8' },
    },
  );
};
