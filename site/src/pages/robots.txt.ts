import type { APIRoute } from 'astro';

/** Crawlers may read the careers site, never the back office or the APIs. */
export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin2025',
      'Disallow: /cms',
      'Disallow: /api/',
      // Each new hire's private link, in either language; the page also says noindex.
      'Disallow: /onboarding/',
      'Disallow: /ar/onboarding/',
      // The candidate's own page: opened only by a private link, and noindex too.
      'Disallow: /my-applications/',
      'Disallow: /ar/my-applications/',
      '',
      `Sitemap: ${new URL('/sitemap.xml', site)}`,
      '',
    ].join('\n'),
    { headers: { 'content-type': 'text/plain; charset=utf-8' } },
  );
