import { CANDIDATE_LOCALES, jobPagePath, PUBLIC_PAGE_PATHS, pathInLocale } from '@careers/shared/client';
import type { APIRoute } from 'astro';
import { ErrorLevel, type SitemapItemLoose, SitemapStream, streamToPromise } from 'sitemap';
import { getActiveJobs, getSettings } from '../lib/cms';

const XML = { 'content-type': 'application/xml; charset=utf-8' };

/** The sitemap while the site is under maintenance: no page offered (the library refuses to write none). */
const NO_PAGES =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n';

/**
 * Every public page at its canonical address; job pages carry the posting's last change as lastmod.
 * Written by `sitemap`, the library @astrojs/sitemap writes with: the integration itself only writes
 * a sitemap-index.xml beside sitemap-0.xml after the build, while crawlers and robots.txt know
 * /sitemap.xml, and it sees page addresses only, not the postings' change dates.
 */
export const GET: APIRoute = async ({ site }) => {
  // In maintenance every page shows the same message: nothing is offered for indexing meanwhile.
  if ((await getSettings()).maintenance_mode) return new Response(NO_PAGES, { headers: XML });
  const jobs = await getActiveJobs();
  // With no open job there is no meaningful change date for the lists: no lastmod rather than 1970.
  const newest = jobs.reduce<string | undefined>(
    (latest, job) => (latest === undefined || job.updated_at > latest ? job.updated_at : latest),
    undefined,
  );
  const pages: Omit<SitemapItemLoose, 'links'>[] = [
    { url: PUBLIC_PAGE_PATHS.home, lastmod: newest },
    { url: PUBLIC_PAGE_PATHS.jobs, lastmod: newest },
    { url: PUBLIC_PAGE_PATHS.benefits },
    { url: PUBLIC_PAGE_PATHS.about },
    { url: PUBLIC_PAGE_PATHS.privacy },
    ...jobs.map((job) => ({ url: jobPagePath(job.id), lastmod: job.updated_at })),
  ];
  // The core namespace and xhtml's alternates: every page in each language names all its versions.
  const sitemap = new SitemapStream({
    hostname: site?.href,
    level: ErrorLevel.THROW,
    xmlns: { news: false, xhtml: true, image: false, video: false },
  });
  for (const page of pages) {
    const links = [
      ...CANDIDATE_LOCALES.map((lang) => ({ lang, url: pathInLocale(lang, page.url) })),
      { lang: 'x-default', url: page.url },
    ];
    for (const locale of CANDIDATE_LOCALES) sitemap.write({ ...page, url: pathInLocale(locale, page.url), links });
  }
  sitemap.end();
  return new Response((await streamToPromise(sitemap)).toString('utf8'), { headers: XML });
};
